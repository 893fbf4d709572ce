using Xunit;
using Yuntu.Invoicing;

public class TaxCalculatorTests
{
    [Fact]
    public void SixPercent()
    {
        Assert.Equal(6.00m, TaxCalculator.Tax(100m, 0.06m));
    }

    [Fact]
    public void NetFromGross()
    {
        Assert.Equal(100.00m, TaxCalculator.NetFromGross(106m, 0.06m));
    }

    [Fact]
    public void InvoiceTaxSumsLines()
    {
        var lines = new[]
        {
            new LineItem { Name = "技术服务费", UnitPrice = 1000m },
            new LineItem { Name = "维护费", UnitPrice = 500m },
        };
        Assert.Equal(90.00m, TaxCalculator.InvoiceTax(lines));
    }

    [Fact]
    public void ToleranceIsSixJiao()
    {
        Assert.Equal(0.06m, TaxCalculator.Tolerance);
    }
}
