using Shop.Api.Pricing;
using Xunit;

namespace Shop.Api.Tests;

public class PriceCalculatorTests
{
    private static readonly List<CartLine> Lines = new()
    {
        new CartLine("TEA-01", 1200m, 2),
        new CartLine("CUP-03", 800m, 1),
    };

    [Fact]
    public void NoCoupon()
    {
        var p = new PriceCalculator().Calculate(Lines, null);
        Assert.Equal(3200m, p.Subtotal);
        Assert.Equal(320m, p.Tax);
        Assert.Equal(3520m, p.Total);
    }

    [Fact]
    public void TaxHalfYenRoundsUp()
    {
        var p = new PriceCalculator().Calculate(new List<CartLine> { new("SET-09", 2345m, 1) }, null);
        Assert.Equal(235m, p.Tax);
        Assert.Equal(2580m, p.Total);
    }

    [Fact]
    public void AmountCouponIsCappedAtSubtotal()
    {
        var coupon = new Coupon("BIG", null, 5000m, new DateOnly(2030, 1, 1), 1);
        var p = new PriceCalculator().Calculate(Lines, coupon);
        Assert.Equal(3200m, p.Discount);
        Assert.Equal(0m, p.Total);
    }
}
