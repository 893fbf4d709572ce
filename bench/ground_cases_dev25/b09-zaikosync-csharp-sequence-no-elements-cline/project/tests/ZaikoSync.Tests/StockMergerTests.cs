using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Options;
using ZaikoSync.Models;
using ZaikoSync.Services;

namespace ZaikoSync.Tests;

public class StockMergerTests
{
    private static readonly DateTimeOffset T0 = new(2025, 11, 14, 9, 0, 0, TimeSpan.FromHours(9));

    private static StockMerger CreateMerger() =>
        new(Options.Create(new SyncOptions { PrimaryWarehouse = "TKY01" }), NullLogger<StockMerger>.Instance);

    [Fact]
    public void Sums_quantities_across_warehouses()
    {
        var merged = CreateMerger().Merge(new[]
        {
            new WarehouseSnapshot("TKY01", T0, new[] { new StockItem("A-100", 10, 2, null) }),
            new WarehouseSnapshot("OSK02", T0, new[] { new StockItem("A-100", 5, 0, null) }),
        });

        Assert.Equal(13, Assert.Single(merged).Available);
    }

    [Fact]
    public void Uses_next_arrival_of_primary_warehouse()
    {
        var merged = CreateMerger().Merge(new[]
        {
            new WarehouseSnapshot("TKY01", T0, new[] { new StockItem("B-200", 0, 0, new DateOnly(2025, 11, 20)) }),
            new WarehouseSnapshot("OSK02", T0, new[] { new StockItem("B-200", 3, 0, new DateOnly(2025, 11, 18)) }),
        });

        Assert.Equal(new DateOnly(2025, 11, 20), Assert.Single(merged).NextArrival);
    }

    [Fact]
    public void Available_never_goes_negative()
    {
        var merged = CreateMerger().Merge(new[]
        {
            new WarehouseSnapshot("TKY01", T0, new[] { new StockItem("C-300", 1, 4, null) }),
        });

        Assert.Equal(0, Assert.Single(merged).Available);
    }
}
