using Fulfil.Core.Orders;
using Xunit;

namespace Fulfil.Core.Tests;

public class CheckoutTests
{
    private readonly InMemoryOrderRepository _repo = new();
    private readonly FakeClock _clock = new(new DateTime(2025, 1, 1, 11, 0, 0, DateTimeKind.Utc));

    [Fact]
    public void Checkout_creates_pending_order()
    {
        var checkout = new CheckoutService(_repo, _clock);
        var id = checkout.Start(customerId: 7, totalCents: 1999);

        Assert.Equal(OrderStatus.Pending, _repo.Find(id)!.Status);
    }

    [Fact]
    public void Checkout_keeps_total()
    {
        var checkout = new CheckoutService(_repo, _clock);
        var id = checkout.Start(customerId: 7, totalCents: 4200);

        Assert.Equal(4200, _repo.Find(id)!.TotalCents);
    }
}
