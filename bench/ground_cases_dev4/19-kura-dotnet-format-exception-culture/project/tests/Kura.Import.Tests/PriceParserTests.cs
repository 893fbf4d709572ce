using Kura.Import;
using Xunit;

public class PriceParserTests
{
    [Theory]
    [InlineData("12,50", 12.50)]
    [InlineData("12.50", 12.50)]
    public void ParsesBothSeparators(string raw, double expected) =>
        Assert.Equal((decimal)expected, PriceParser.Parse(raw));
}
