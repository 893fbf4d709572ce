using Tsumugi.Checkout;
using Xunit;

namespace Tsumugi.Checkout.Tests;

public class PriceCalculatorTests
{
    private static readonly Product Tea = new("T-001", "ほうじ茶 500ml", 1000m, ReducedTax: true);
    private static readonly Product Cup = new("C-010", "湯呑み", 2000m);
    private static readonly Product Bag = new("B-200", "エコバッグ", 1500m, SaleRate: 0.2m);

    private readonly PriceCalculator _calc = new(new TaxPolicy());

    [Fact]
    public void Sums_lines_and_standard_tax()
    {
        var receipt = _calc.Calculate(new Cart().Add(Cup, 2));
        Assert.Equal(4000m, receipt.Subtotal);
        Assert.Equal(400m, receipt.Tax);
        Assert.Equal(4400m, receipt.Total);
    }

    [Fact]
    public void Applies_sale_rate_before_coupon()
    {
        var receipt = _calc.Calculate(new Cart().Add(Bag), Coupon.Percent("AUTUMN10", 10m));
        Assert.Equal(1200m, receipt.Subtotal);
        Assert.Equal(120m, receipt.Discount);
    }

    [Fact]
    public void Applies_percent_coupon()
    {
        var receipt = _calc.Calculate(new Cart().Add(Tea).Add(Cup), Coupon.Percent("AUTUMN10", 10m));
        Assert.Equal(300m, receipt.Discount);
    }

    [Fact]
    public void Applies_fixed_coupon_once()
    {
        var receipt = _calc.Calculate(new Cart().Add(Tea).Add(Cup), Coupon.Fixed("WELCOME300", 300m));
        Assert.Equal(300m, receipt.Discount);
        Assert.Equal(2970m, receipt.Total);
    }

    [Fact]
    public void Ignores_coupon_below_minimum()
    {
        var receipt = _calc.Calculate(new Cart().Add(Tea), Coupon.Fixed("BIG500", 500m, minimum: 5000m));
        Assert.Equal(0m, receipt.Discount);
    }
}
