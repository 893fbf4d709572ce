using Catalog.Api.Data;
using Catalog.Api.Models;
using Catalog.Api.Services;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Caching.Memory;
using Microsoft.Extensions.Logging.Abstractions;
using Xunit;

namespace Catalog.Tests;

public class ProductServiceTests
{
    private static CatalogDbContext NewDb()
    {
        var options = new DbContextOptionsBuilder<CatalogDbContext>()
            .UseInMemoryDatabase(Guid.NewGuid().ToString())
            .Options;
        var db = new CatalogDbContext(options);
        db.Products.AddRange(
            new Product { Id = 1, CategoryId = 3, Name = "急須", Price = 4800, IsPublished = true },
            new Product { Id = 2, CategoryId = 3, Name = "湯呑み", Price = 1200, IsPublished = true },
            new Product { Id = 3, CategoryId = 3, Name = "茶筒", Price = 2600, IsPublished = false });
        db.SaveChanges();
        return db;
    }

    [Fact]
    public async Task ListAsync_returns_published_sorted_by_price()
    {
        var svc = new ProductService(NewDb(), new MemoryCache(new MemoryCacheOptions()), NullLogger<ProductService>.Instance);
        var items = await svc.ListAsync(new ProductQuery { CategoryId = 3 }, CancellationToken.None);
        Assert.Equal(new[] { 2, 1 }, items.Select(p => p.Id));
    }
}
