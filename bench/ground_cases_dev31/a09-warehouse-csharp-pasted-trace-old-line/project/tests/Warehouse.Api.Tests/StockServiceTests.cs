using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Time.Testing;
using Warehouse.Api.Data;
using Warehouse.Api.Services;

namespace Warehouse.Api.Tests;

public sealed class StockServiceTests : IAsyncLifetime
{
    private readonly FakeTimeProvider _clock = new(new DateTimeOffset(2025, 11, 13, 8, 0, 0, TimeSpan.Zero));
    private WarehouseDbContext _db = null!;
    private StockService _stock = null!;

    public async Task InitializeAsync()
    {
        var options = new DbContextOptionsBuilder<WarehouseDbContext>()
            .UseSqlite("Data Source=:memory:")
            .Options;
        _db = new WarehouseDbContext(options);
        await _db.Database.OpenConnectionAsync();
        await _db.Database.EnsureCreatedAsync();
        _stock = new StockService(_db, _clock, NullLogger<StockService>.Instance);
    }

    public Task DisposeAsync() => _db.DisposeAsync().AsTask();

    [Fact]
    public async Task PicksEarliestExpiryFirst()
    {
        await _stock.ReceiveAsync("MILK-1L", 10, new DateOnly(2025, 11, 20), "A-01");
        await _stock.ReceiveAsync("MILK-1L", 10, new DateOnly(2025, 11, 16), "A-02");

        var result = await _stock.PickAsync("MILK-1L", 12);

        Assert.Equal(["A-02", "A-01"], result.Lines.Select(l => l.Location));
        Assert.Equal(8, await _stock.OnHandAsync("MILK-1L"));
    }

    [Fact]
    public async Task ListsBatchesExpiringWithinDays()
    {
        await _stock.ReceiveAsync("MILK-1L", 4, new DateOnly(2025, 11, 25), "A-01");
        await _stock.ReceiveAsync("MILK-1L", 6, new DateOnly(2025, 11, 15), "A-02");
        await _stock.ReceiveAsync("MILK-1L", 9, new DateOnly(2025, 12, 30), "A-03");

        var expiring = await _stock.GetExpiringAsync("MILK-1L", 14);

        Assert.Equal(["A-02", "A-01"], expiring.Select(b => b.Location));
    }

    [Fact]
    public async Task RemovesEmptiedBatch()
    {
        await _stock.ReceiveAsync("EGG-10", 5, new DateOnly(2025, 11, 30), "B-07");
        await _stock.PickAsync("EGG-10", 5);
        Assert.Equal(0, await _db.Batches.CountAsync());
    }
}
