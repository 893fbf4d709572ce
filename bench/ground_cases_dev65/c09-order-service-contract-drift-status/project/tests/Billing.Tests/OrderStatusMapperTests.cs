using Billing.Api.Integrations.OrderService;
using Xunit;

public class OrderStatusMapperTests
{
    [Theory]
    [InlineData("CREATED", BillingOrderState.Open)]
    [InlineData("PENDING_PAYMENT", BillingOrderState.Open)]
    [InlineData("PAID", BillingOrderState.Paid)]
    [InlineData("SHIPPED", BillingOrderState.Paid)]
    [InlineData("COMPLETED", BillingOrderState.Paid)]
    [InlineData("REFUNDED", BillingOrderState.Refunded)]
    [InlineData("CANCELLED", BillingOrderState.Cancelled)]
    [InlineData("EXPIRED", BillingOrderState.Cancelled)]
    public void Maps_known_statuses(string status, BillingOrderState expected)
    {
        Assert.Equal(expected, OrderStatusMapper.Map(status));
    }

    [Fact]
    public void Unknown_status_throws()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => OrderStatusMapper.Map("TELEPORTED"));
    }

    [Fact]
    public void Only_paid_is_billable()
    {
        Assert.True(OrderStatusMapper.IsBillable(BillingOrderState.Paid));
        Assert.False(OrderStatusMapper.IsBillable(BillingOrderState.Refunded));
    }
}
