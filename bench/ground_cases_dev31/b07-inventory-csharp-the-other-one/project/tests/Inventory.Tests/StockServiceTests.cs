using Inventory.Api.Data;
using Inventory.Api.Models;
using Inventory.Api.Services;
using Microsoft.EntityFrameworkCore;
using Xunit;

namespace Inventory.Tests;

public class StockServiceTests
{
    private static InventoryDbContext NewDb()
    {
        var options = new DbContextOptionsBuilder<InventoryDbContext>()
            .UseInMemoryDatabase(Guid.NewGuid().ToString())
            .Options;
        var db = new InventoryDbContext(options);
        db.Stock.Add(new StockItem { Sku = "MUG-01", Name = "マグカップ", OnHand = 5 });
        db.Stock.Add(new StockItem { Sku = "TEE-M", Name = "Tシャツ M", OnHand = 2 });
        db.SaveChanges();
        return db;
    }

    private static Order OrderOf(params (string Sku, int Qty)[] lines) => new()
    {
        CustomerName = "test",
        Lines = lines.Select(l => new OrderLine { Sku = l.Sku, Quantity = l.Qty }).ToList(),
    };

    [Fact]
    public async Task Reserve_takes_stock()
    {
        using var db = NewDb();
        await new StockService(db).ReserveAsync(OrderOf(("MUG-01", 3)));
        Assert.Equal(2, db.Stock.Find("MUG-01")!.Available);
    }

    [Fact]
    public async Task Reserve_rejects_short_line()
    {
        using var db = NewDb();
        await Assert.ThrowsAsync<ConflictException>(() => new StockService(db).ReserveAsync(OrderOf(("TEE-M", 3))));
    }

    [Fact]
    public async Task Reserve_sums_lines_of_the_same_sku()
    {
        using var db = NewDb();
        await Assert.ThrowsAsync<ConflictException>(
            () => new StockService(db).ReserveAsync(OrderOf(("TEE-M", 2), ("TEE-M", 2))));
        Assert.Equal(2, db.Stock.Find("TEE-M")!.Available);
    }
}
