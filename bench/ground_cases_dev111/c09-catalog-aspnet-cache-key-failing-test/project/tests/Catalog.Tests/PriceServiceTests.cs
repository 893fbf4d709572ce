using Catalog.Api.Data;
using Catalog.Api.Services;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Caching.Memory;
using Xunit;

namespace Catalog.Tests;

public class PriceServiceTests
{
    private static PriceService CreateService()
    {
        var options = new DbContextOptionsBuilder<CatalogDbContext>()
            .UseInMemoryDatabase(Guid.NewGuid().ToString())
            .Options;
        var db = new CatalogDbContext(options);
        db.Products.Add(new Product { Sku = "TEA-001", Name = "Longjing 250g", ListPrice = 199.00m });
        db.SaveChanges();
        return new PriceService(db, new MemoryCache(new MemoryCacheOptions()));
    }

    [Fact]
    public async Task GetPrice_AppliesMemberDiscount()
    {
        var service = CreateService();
        var regular = await service.GetPrice("TEA-001", MemberTier.Regular);
        var gold = await service.GetPrice("TEA-001", MemberTier.Gold);
        Assert.Equal(199.00m, regular.Price);
        Assert.Equal(175.12m, gold.Price);
    }

    [Fact]
    public async Task GetPrice_UnknownSku_Throws()
    {
        var service = CreateService();
        await Assert.ThrowsAsync<KeyNotFoundException>(() => service.GetPrice("NOPE", MemberTier.Regular));
    }
}
