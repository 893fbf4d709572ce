using Kintai.Core.Rounding;
using Xunit;

namespace Kintai.Core.Tests;

public class BreakRoundingTests
{
    [Theory]
    [InlineData(0, 0)]
    [InlineData(15, 15)]
    [InlineData(22, 15)]
    [InlineData(23, 30)]
    [InlineData(38, 45)]
    [InlineData(60, 60)]
    public void RoundToQuarter_RoundsHalfUp(int minutes, int expected)
    {
        Assert.Equal(expected, BreakRounding.RoundToQuarter(minutes));
    }

    [Fact]
    public void RoundToQuarter_NegativeIsZero()
    {
        Assert.Equal(0, BreakRounding.RoundToQuarter(-5));
    }
}
