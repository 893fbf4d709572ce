using Mall.Orders.Pricing;
using Xunit;

namespace Mall.Orders.Tests;

public class PriceCalculatorTests
{
    private readonly PriceCalculator _calc = new();

    [Fact]
    public void Normal_member_pays_full_price()
    {
        var r = _calc.Calculate(new[] { new PriceLine("A1", 19.90m, 2) }, "normal", 0m);
        Assert.Equal(39.80m, r.Payable);
        Assert.Equal(0m, r.MemberDiscount);
    }

    [Fact]
    public void Gold_member_gets_five_percent_off()
    {
        var r = _calc.Calculate(new[] { new PriceLine("A1", 100m, 1) }, "gold", 0m);
        Assert.Equal(95.00m, r.Payable);
        Assert.Equal(5.00m, r.MemberDiscount);
    }

    [Fact]
    public void Coupon_cannot_exceed_payable()
    {
        var r = _calc.Calculate(new[] { new PriceLine("B2", 10m, 1) }, "normal", 50m);
        Assert.Equal(9.99m, r.CouponDiscount);
        Assert.Equal(0.01m, r.Payable);
    }

    [Fact]
    public void Unknown_level_is_treated_as_normal()
    {
        Assert.Equal(12.34m, _calc.ApplyMemberDiscount(12.34m, "diamond"));
    }
}
