using Xunit;
using Yuntu.Invoicing;

public class AmountInWordsTests
{
    [Theory]
    [InlineData("0", "零元整")]
    [InlineData("1", "壹元整")]
    [InlineData("12.5", "壹拾贰元伍角")]
    [InlineData("100", "壹佰元整")]
    [InlineData("1234.56", "壹仟贰佰叁拾肆元伍角陆分")]
    [InlineData("0.05", "伍分")]
    [InlineData("10.05", "壹拾元零伍分")]
    [InlineData("1005", "壹仟零伍元整")]
    [InlineData("1050", "壹仟零伍拾元整")]
    [InlineData("10005", "壹万零伍元整")]
    [InlineData("100500", "壹拾万零伍佰元整")]
    public void Converts(string amount, string expected)
    {
        Assert.Equal(expected, AmountInWords.ToChineseUpper(decimal.Parse(amount)));
    }

    [Fact]
    public void Negative()
    {
        Assert.Equal("负壹元整", AmountInWords.ToChineseUpper(-1m));
    }
}
