using Microsoft.Extensions.Logging.Abstractions;
using Shop.Api.Domain;
using Shop.Api.Services;
using Xunit;

namespace Shop.Api.Tests;

public class DiscountServiceTests
{
    private static DiscountService Service() => new(new CouponValidator(NullLogger<CouponValidator>.Instance));

    private static Cart CartOf(decimal unitPrice, int qty)
    {
        var cart = new Cart();
        cart.Lines.Add(new CartLine { Sku = "SKU-1", UnitPrice = unitPrice, Quantity = qty });
        return cart;
    }

    [Fact]
    public void PercentCouponTakesPercentOfSubtotal()
    {
        var coupon = new Coupon { Code = "TEN", Kind = CouponKind.Percent, Value = 10m };
        var result = Service().Apply(CartOf(20m, 2), coupon);
        Assert.Equal(4.00m, result.Discount);
        Assert.Equal(36.00m, result.Total);
    }

    [Fact]
    public void FixedCouponNeverExceedsSubtotal()
    {
        var coupon = new Coupon { Code = "FIVER", Kind = CouponKind.Fixed, Value = 5m };
        var result = Service().Apply(CartOf(3m, 1), coupon);
        Assert.Equal(3m, result.Discount);
        Assert.Equal(0m, result.Total);
    }

    [Fact]
    public void NoCouponNoDiscount()
    {
        var result = Service().Apply(CartOf(9.99m, 3), null);
        Assert.Equal(0m, result.Discount);
    }
}
