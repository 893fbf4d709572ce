using Microsoft.Extensions.Time.Testing;
using Shop.Orders;
using Xunit;

namespace Shop.Orders.Tests;

public class OrderExpiryTests
{
    private static readonly TimeSpan Ttl = TimeSpan.FromMinutes(30);
    private static readonly DateTimeOffset Start = new(2025, 3, 1, 12, 0, 0, TimeSpan.Zero);

    private static Order NewOrder(DateTime createdAt, OrderStatus status = OrderStatus.Pending) => new()
    {
        CustomerEmail = "a@example.com",
        CreatedAt = createdAt,
        Status = status,
        Total = 42m,
    };

    [Fact]
    public void Pending_order_expires_after_ttl()
    {
        var time = new FakeTimeProvider(Start);
        var service = new OrderExpiryService(time, Ttl);
        var order = NewOrder(Start.UtcDateTime);

        time.Advance(Ttl + TimeSpan.FromSeconds(1));

        Assert.True(service.IsExpired(order));
    }

    [Fact]
    public void Paid_order_never_expires()
    {
        var time = new FakeTimeProvider(Start);
        var service = new OrderExpiryService(time, Ttl);
        var order = NewOrder(Start.UtcDateTime, OrderStatus.Paid);

        time.Advance(TimeSpan.FromDays(3));

        Assert.False(service.IsExpired(order));
    }

    [Fact]
    public void Pending_order_is_not_expired_just_before_ttl()
    {
        var service = new OrderExpiryService(TimeProvider.System, Ttl);
        var order = NewOrder(DateTime.UtcNow - Ttl + TimeSpan.FromMilliseconds(50));

        Assert.False(service.IsExpired(order));
    }

    [Fact]
    public void ExpireStale_releases_reservations()
    {
        var reservations = new RecordingReservations();
        var service = new OrderExpiryService(TimeProvider.System, Ttl);
        var old = NewOrder(DateTime.UtcNow.AddHours(-2));
        var fresh = NewOrder(DateTime.UtcNow);

        var count = service.ExpireStale(new[] { old, fresh }, reservations);

        Assert.Equal(1, count);
        Assert.Equal(new[] { old.Id }, reservations.Released);
        Assert.Equal(OrderStatus.Pending, fresh.Status);
    }

    private sealed class RecordingReservations : IStockReservations
    {
        public List<Guid> Released { get; } = new();
        public void Release(Guid orderId) => Released.Add(orderId);
    }
}
