using Inventory.Api.Data;
using Inventory.Api.Models;
using Inventory.Api.Services;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Configuration;
using Xunit;

namespace Inventory.Api.Tests;

public class StockServiceTests
{
    private static (InventoryDbContext, StockService) Create()
    {
        var options = new DbContextOptionsBuilder<InventoryDbContext>()
            .UseInMemoryDatabase(Guid.NewGuid().ToString())
            .Options;
        var db = new InventoryDbContext(options);
        var config = new ConfigurationBuilder().Build();
        return (db, new StockService(db, new PriceCalculator(config)));
    }

    [Fact]
    public async Task Summary_lists_items_sorted_by_sku()
    {
        var (db, svc) = Create();
        var wh = new Warehouse { Id = 1, Name = "上海一仓" };
        wh.Items.Add(new StockItem { Quantity = 2, Product = new Product { Sku = "B-01", Name = "螺丝", UnitCost = 1.5m } });
        wh.Items.Add(new StockItem { Quantity = 1, Product = new Product { Sku = "A-01", Name = "扳手", UnitCost = 30m } });
        db.Warehouses.Add(wh);
        await db.SaveChangesAsync();

        var summary = await svc.GetSummaryAsync(1);

        Assert.Equal(new[] { "A-01", "B-01" }, summary.Lines.Select(l => l.Sku));
        Assert.Equal(33m, summary.TotalValue);
    }

    [Fact]
    public async Task Reserve_fails_when_not_enough_stock()
    {
        var (db, svc) = Create();
        var wh = new Warehouse { Id = 2, Name = "苏州仓" };
        wh.Items.Add(new StockItem { Quantity = 1, Product = new Product { Sku = "C-01", Name = "垫片", UnitCost = 0.2m } });
        db.Warehouses.Add(wh);
        await db.SaveChangesAsync();

        Assert.False(await svc.ReserveAsync(2, "C-01", 5));
    }
}
