using System.Globalization;
using ErpSync.Parsing;

namespace ErpSync.Tests;

public class AmountParserTests
{
    [Theory]
    [InlineData("1234.50", 1234.50)]
    [InlineData(" 99.90 EUR", 99.90)]
    [InlineData("0.07", 0.07)]
    public void Parses_erp_amounts(string raw, double expected)
    {
        Assert.Equal((decimal)expected, AmountParser.Parse(raw));
    }

    [Fact]
    public void Parse_ignores_server_culture()
    {
        var before = CultureInfo.CurrentCulture;
        try
        {
            CultureInfo.CurrentCulture = new CultureInfo("de-DE");
            Assert.Equal(1234.50m, AmountParser.Parse("1234.50"));
        }
        finally
        {
            CultureInfo.CurrentCulture = before;
        }
    }

    [Fact]
    public void Blank_tax_is_zero()
    {
        Assert.Equal(0m, AmountParser.ParseOrZero(" "));
    }
}
