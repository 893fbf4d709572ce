using Auction.Api.Models;
using Xunit;

namespace Auction.Tests;

public class MoneyTests
{
    [Theory]
    [InlineData("124.99", 12499)]
    [InlineData("125", 12500)]
    [InlineData("0.01", 1)]
    [InlineData("10.005", 1001)]
    public void ToMinorKeepsTheCents(string amount, long expected)
    {
        Assert.Equal(expected, Money.ToMinor(decimal.Parse(amount, System.Globalization.CultureInfo.InvariantCulture)));
    }

    [Fact]
    public void NegativeAmountsAreRejected()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => Money.ToMinor(-1m));
    }

    [Fact]
    public void FormatUsesTwoDecimals()
    {
        Assert.Equal("124.90", Money.Format(12490));
    }

    [Fact]
    public void ToMajorIsTheInverse()
    {
        Assert.Equal(124.99m, Money.ToMajor(Money.ToMinor(124.99m)));
    }
}
