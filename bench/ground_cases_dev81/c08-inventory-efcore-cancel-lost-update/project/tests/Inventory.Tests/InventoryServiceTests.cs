using Inventory.Api.Data;
using Inventory.Api.Data.Entities;
using Inventory.Api.Services;
using Microsoft.Data.Sqlite;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Logging.Abstractions;
using Xunit;

namespace Inventory.Tests;

public class InventoryServiceTests : IDisposable
{
    private readonly SqliteConnection _conn = new("DataSource=:memory:");
    private readonly AppDbContext _db;

    public InventoryServiceTests()
    {
        _conn.Open();
        _db = new AppDbContext(new DbContextOptionsBuilder<AppDbContext>().UseSqlite(_conn).Options);
        _db.Database.EnsureCreated();
        _db.StockItems.Add(new StockItem { Sku = "TEA-01", Quantity = 3 });
        _db.SaveChanges();
    }

    [Fact]
    public async Task ReserveTakesUnits()
    {
        var svc = new InventoryService(_db, NullLogger<InventoryService>.Instance);
        await svc.ReserveAsync("TEA-01", 2);
        Assert.Equal(1, await svc.AvailableAsync("TEA-01"));
    }

    [Fact]
    public async Task ReserveRefusesWhenShort()
    {
        var svc = new InventoryService(_db, NullLogger<InventoryService>.Instance);
        await Assert.ThrowsAsync<OutOfStockException>(() => svc.ReserveAsync("TEA-01", 4));
    }

    public void Dispose()
    {
        _db.Dispose();
        _conn.Dispose();
    }
}
