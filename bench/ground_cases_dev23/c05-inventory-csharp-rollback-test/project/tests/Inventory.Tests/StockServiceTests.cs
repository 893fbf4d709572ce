using Inventory.Api.Services;
using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Options;
using Xunit;

namespace Inventory.Tests;

public class StockServiceTests
{
    private static StockService CreateService(InMemoryStockStore store, int threshold = 5) =>
        new(store, Options.Create(new StockOptions { LowStockThreshold = threshold }),
            NullLogger<StockService>.Instance);

    [Fact]
    public void Reserve_DecreasesAvailable()
    {
        var store = new InMemoryStockStore();
        store.SetOnHand("A-1", 10);
        var svc = CreateService(store);

        svc.Reserve("A-1", 4);

        Assert.Equal(6, svc.Available("A-1"));
    }

    [Fact]
    public void Reserve_Throws_WhenInsufficient()
    {
        var store = new InMemoryStockStore();
        store.SetOnHand("A-1", 2);
        var svc = CreateService(store);

        var ex = Assert.Throws<InsufficientStockException>(() => svc.Reserve("A-1", 3));
        Assert.Equal("A-1", ex.Sku);
        Assert.Equal(2, svc.Available("A-1"));
    }

    [Fact]
    public void Reserve_RejectsNonPositive()
    {
        var svc = CreateService(new InMemoryStockStore());

        Assert.Throws<ArgumentOutOfRangeException>(() => svc.Reserve("A-1", 0));
    }

    [Fact]
    public void Release_IncreasesAvailable()
    {
        var store = new InMemoryStockStore();
        store.SetOnHand("A-1", 10);
        var svc = CreateService(store);
        svc.Reserve("A-1", 5);

        svc.Release("A-1", 2);

        Assert.Equal(7, svc.Available("A-1"));
    }

    [Fact]
    public void Release_RejectsNonPositive()
    {
        var svc = CreateService(new InMemoryStockStore());

        Assert.Throws<ArgumentOutOfRangeException>(() => svc.Release("A-1", -1));
    }

    [Fact]
    public void ReserveMany_ReservesAll()
    {
        var store = new InMemoryStockStore();
        store.SetOnHand("A-1", 10);
        store.SetOnHand("B-2", 5);
        var svc = CreateService(store);

        svc.ReserveMany(new[] { new Reservation("A-1", 3), new Reservation("B-2", 5) });

        Assert.Equal(7, svc.Available("A-1"));
        Assert.Equal(0, svc.Available("B-2"));
    }

    [Fact]
    public void ReserveMany_RollsBackAll_WhenOneFails()
    {
        var store = new InMemoryStockStore();
        store.SetOnHand("A-1", 20);
        store.SetOnHand("B-2", 10);
        store.SetOnHand("C-3", 1);
        var svc = CreateService(store);

        Assert.Throws<InsufficientStockException>(() => svc.ReserveMany(new[]
        {
            new Reservation("A-1", 3),
            new Reservation("B-2", 4),
            new Reservation("C-3", 5),
        }));

        Assert.Equal(20, svc.Available("A-1"));
        Assert.Equal(10, svc.Available("B-2"));
    }
}
