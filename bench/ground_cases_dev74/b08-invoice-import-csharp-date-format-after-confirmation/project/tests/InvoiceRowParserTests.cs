using System.Globalization;
using InvoiceImport.Import;
using Xunit;

namespace InvoiceImport.Tests;

public class InvoiceRowParserTests
{
    [Theory]
    [InlineData("1200", 1200)]
    [InlineData("¥1,200", 1200)]
    [InlineData(" 35.5 ", 35.5)]
    public void ParseAmount_Japanese(string text, double expected)
    {
        Assert.Equal((decimal)expected, InvoiceRowParser.ParseAmount(text, CultureInfo.GetCultureInfo("ja-JP")));
    }

    [Theory]
    [InlineData("1.234,56 €", 1234.56)]
    [InlineData("12,5", 12.5)]
    public void ParseAmount_German(string text, double expected)
    {
        Assert.Equal((decimal)expected, InvoiceRowParser.ParseAmount(text, CultureInfo.GetCultureInfo("de-DE")));
    }

    [Fact]
    public void ParseDate_Slashes()
    {
        Assert.Equal(new DateOnly(2025, 11, 3), InvoiceRowParser.ParseDate("2025/11/03"));
    }

    [Fact]
    public void Parse_RejectsAmountMismatch()
    {
        var row = new InvoiceRow(2, "INV-1", "2025/11/03", "A-1", "ボルト", "10", "12", "121");
        Assert.Throws<FormatException>(() => new InvoiceRowParser(CultureInfo.GetCultureInfo("ja-JP")).Parse(row));
    }
}
