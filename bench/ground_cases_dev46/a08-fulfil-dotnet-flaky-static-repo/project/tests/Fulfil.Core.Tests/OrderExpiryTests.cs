using Fulfil.Core.Orders;
using Xunit;

namespace Fulfil.Core.Tests;

public class OrderExpiryTests
{
    private readonly FakeClock _clock = new(new DateTime(2025, 1, 1, 12, 0, 0, DateTimeKind.Utc));
    private readonly InMemoryOrderRepository _repo = new();

    [Fact]
    public void ExpireStale_removes_only_expired_orders()
    {
        var service = new OrderExpiryService(_repo, _clock);
        _repo.Add(Order.Pending(_clock.UtcNow.AddMinutes(-45)));
        _repo.Add(Order.Pending(_clock.UtcNow.AddMinutes(-5)));

        var removed = service.ExpireStale();

        Assert.Equal(1, removed);
        Assert.Single(_repo.Pending());
    }

    [Fact]
    public void Order_is_expired_at_exactly_ttl()
    {
        var service = new OrderExpiryService(_repo, _clock);
        var order = Order.Pending(_clock.UtcNow - OrderExpiryService.Ttl);

        Assert.True(service.IsExpired(order));
    }
}
