using Kassa.Receipts;
using Xunit;

public class TaxCalculatorTests
{
    [Theory]
    [InlineData("119.00", "0.19", "19.00")]
    [InlineData("4.99", "0.19", "0.80")]
    [InlineData("10.70", "0.07", "0.70")]
    public void VatInGross(string gross, string rate, string vat) =>
        Assert.Equal(D(vat), TaxCalculator.VatIn(D(gross), D(rate)));

    private static decimal D(string s) => decimal.Parse(s, System.Globalization.CultureInfo.InvariantCulture);

    [Fact]
    public void GroupsByRate()
    {
        var lines = new[]
        {
            new OrderLine("MUG-01", "Mug", 2, 11.90m, 0.19m),
            new OrderLine("BOOK-7", "Cookbook", 1, 21.40m, 0.07m),
        };
        var byRate = TaxCalculator.VatByRate(lines);
        Assert.Equal(1.40m, byRate[0.07m]);
        Assert.Equal(3.80m, byRate[0.19m]);
    }
}
