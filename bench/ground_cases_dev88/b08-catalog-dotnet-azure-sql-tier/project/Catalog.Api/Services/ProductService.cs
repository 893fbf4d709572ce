using Catalog.Api.Data;
using Catalog.Api.Models;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Caching.Memory;

namespace Catalog.Api.Services;

public class ProductService(CatalogDbContext db, IMemoryCache cache, ILogger<ProductService> logger)
{
    private const int PageSize = 40;

    public async Task<IReadOnlyList<Product>> ListAsync(ProductQuery query, CancellationToken ct)
    {
        var key = $"products:{query.CategoryId}:{query.MaxPrice?.ToString() ?? "-"}:{query.Page}";
        if (cache.TryGetValue(key, out IReadOnlyList<Product>? cached) && cached is not null)
        {
            return cached;
        }

        var q = db.Products.AsNoTracking().Where(p => p.IsPublished && p.CategoryId == query.CategoryId);
        if (query.MaxPrice is { } max)
        {
            q = q.Where(p => p.Price <= max);
        }

        var items = await q.OrderBy(p => p.Price)
            .Skip((query.Page - 1) * PageSize)
            .Take(PageSize)
            .ToListAsync(ct);

        cache.Set(key, (IReadOnlyList<Product>)items, TimeSpan.FromMinutes(5));
        logger.LogDebug("cache miss {Key}", key);
        return items;
    }
}
