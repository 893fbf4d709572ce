using Inventory.Api.Data;
using Inventory.Api.Services;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Logging.Abstractions;
using Xunit;

namespace Inventory.Tests;

public class StockServiceTests
{
    private static (AppDbContext Db, StockService Service) Create(int quantity)
    {
        var options = new DbContextOptionsBuilder<AppDbContext>()
            .UseInMemoryDatabase(Guid.NewGuid().ToString())
            .Options;
        var db = new AppDbContext(options);
        db.StockItems.Add(new StockItem { Sku = "TEA-001", Quantity = quantity });
        db.SaveChanges();
        return (db, new StockService(db, NullLogger<StockService>.Instance));
    }

    [Fact]
    public async Task Reserve_decrements_quantity()
    {
        var (db, service) = Create(10);

        var result = await service.ReserveAsync("TEA-001", 3, "order-1");

        Assert.True(result.Success);
        Assert.Equal(7, result.Remaining);
        Assert.Equal(7, db.StockItems.Single().Quantity);
    }

    [Fact]
    public async Task Reserve_more_than_available_fails()
    {
        var (_, service) = Create(2);

        var result = await service.ReserveAsync("TEA-001", 3, "order-1");

        Assert.False(result.Success);
        Assert.Equal(2, result.Remaining);
    }

    [Fact]
    public async Task Release_gives_stock_back()
    {
        var (db, service) = Create(10);
        await service.ReserveAsync("TEA-001", 4, "order-1");

        var released = await service.ReleaseAsync("order-1");

        Assert.Equal(1, released);
        Assert.Equal(10, db.StockItems.Single().Quantity);
    }
}
