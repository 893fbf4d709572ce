using Microsoft.Data.Sqlite;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Time.Testing;
using Warehouse.Api.Data;
using Warehouse.Api.Models;
using Warehouse.Api.Services;

namespace Warehouse.Tests;

public sealed class StockServiceTests : IDisposable
{
    private readonly SqliteConnection _conn = new("DataSource=:memory:");
    private readonly WarehouseDbContext _db;
    private readonly FakeTimeProvider _time = new(new DateTimeOffset(2025, 10, 23, 8, 0, 0, TimeSpan.Zero));

    public StockServiceTests()
    {
        _conn.Open();
        _db = new WarehouseDbContext(new DbContextOptionsBuilder<WarehouseDbContext>().UseSqlite(_conn).Options);
        _db.Database.EnsureCreated();
        _db.Items.Add(new StockItem { Sku = "BOLT-M8", Name = "Bolt M8", OnHand = 100, Reserved = 10 });
        _db.Items.Add(new StockItem { Sku = "NUT-M8", Name = "Nut M8", OnHand = 50 });
        _db.SaveChanges();
    }

    private StockService Service() => new(_db, NullLogger<StockService>.Instance, _time);

    [Fact]
    public async Task Reserve_reduces_availability()
    {
        var left = await Service().ReserveAsync("BOLT-M8", 30, default);
        Assert.Equal(60, left);
    }

    [Fact]
    public async Task Reserve_more_than_available_throws()
    {
        await Assert.ThrowsAsync<InsufficientStockException>(() => Service().ReserveAsync("NUT-M8", 51, default));
    }

    [Fact]
    public async Task Adjust_below_reservations_is_refused()
    {
        await Assert.ThrowsAsync<InvalidOperationException>(() => Service().AdjustAsync("BOLT-M8", -95, "count", default));
    }

    [Fact]
    public async Task Adjust_records_a_movement()
    {
        await Service().AdjustAsync("NUT-M8", 20, "delivery 4711", default);
        Assert.Equal(70, (await _db.Items.SingleAsync(i => i.Sku == "NUT-M8")).OnHand);
        Assert.Single(_db.Movements);
    }

    [Fact]
    public async Task AdjustMany_applies_every_line_with_the_same_time()
    {
        await Service().AdjustManyAsync([new("BOLT-M8", -5), new("NUT-M8", 12)], "stock take 2025-10", default);
        Assert.Equal(95, (await _db.Items.SingleAsync(i => i.Sku == "BOLT-M8")).OnHand);
        Assert.Equal(62, (await _db.Items.SingleAsync(i => i.Sku == "NUT-M8")).OnHand);
        Assert.All(_db.Movements, m => Assert.Equal(_time.GetUtcNow().UtcDateTime, m.At));
    }

    [Fact]
    public async Task AdjustMany_rolls_back_everything_when_one_line_fails()
    {
        await Assert.ThrowsAsync<KeyNotFoundException>(() =>
            Service().AdjustManyAsync([new("NUT-M8", 12), new("NOPE-1", 1)], "stock take", default));
        _db.ChangeTracker.Clear();
        Assert.Equal(50, (await _db.Items.SingleAsync(i => i.Sku == "NUT-M8")).OnHand);
        Assert.Empty(_db.Movements);
    }

    public void Dispose()
    {
        _db.Dispose();
        _conn.Dispose();
    }
}
