using Catalog.Api.Data;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Caching.Memory;

namespace Catalog.Api.Services;

public record PriceQuote(string Sku, decimal ListPrice, decimal Price, MemberTier Tier);

public class PriceService
{
    private static readonly TimeSpan CacheFor = TimeSpan.FromMinutes(5);

    private readonly CatalogDbContext _db;
    private readonly IMemoryCache _cache;

    public PriceService(CatalogDbContext db, IMemoryCache cache)
    {
        _db = db;
        _cache = cache;
    }

    public async Task<PriceQuote> GetPrice(string sku, MemberTier tier, CancellationToken ct = default)
    {
        var key = $"price:{sku}";
        if (_cache.TryGetValue(key, out PriceQuote? cached) && cached is not null)
        {
            return cached;
        }

        var product = await _db.Products
            .AsNoTracking()
            .FirstOrDefaultAsync(p => p.Sku == sku, ct)
            ?? throw new KeyNotFoundException($"unknown sku {sku}");

        var price = DiscountRules.Apply(product.ListPrice, tier);
        var quote = new PriceQuote(product.Sku, product.ListPrice, price, tier);
        _cache.Set(key, quote, CacheFor);
        return quote;
    }

    public async Task<IReadOnlyList<PriceQuote>> GetPrices(IEnumerable<string> skus, MemberTier tier, CancellationToken ct = default)
    {
        var quotes = new List<PriceQuote>();
        foreach (var sku in skus.Distinct())
        {
            quotes.Add(await GetPrice(sku, tier, ct));
        }
        return quotes;
    }
}
