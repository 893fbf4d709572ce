using Orders.Api.Domain;
using Xunit;

namespace Orders.Api.Tests;

public class OrderTotalsTests
{
    private static Order With(params (decimal price, int qty)[] lines) => new()
    {
        Lines = lines.Select(l => new OrderLine { UnitPrice = l.price, Quantity = l.qty }).ToList(),
    };

    [Fact]
    public void Subtotal_sums_price_times_quantity() =>
        Assert.Equal(59.97m, OrderTotals.Subtotal(With((19.99m, 3))));

    [Theory]
    [InlineData(198.99, 12)]
    [InlineData(199, 0)]
    public void Shipping_is_free_from_199(decimal subtotal, decimal expected) =>
        Assert.Equal(expected, OrderTotals.Shipping(subtotal));

    [Fact]
    public void Total_adds_shipping_below_threshold() =>
        Assert.Equal(71.97m, OrderTotals.Total(With((19.99m, 3))));
}
