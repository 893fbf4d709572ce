using Kintai.Core.Rounding;
using Xunit;

namespace Kintai.Core.Tests;

public class ClockRoundingTests
{
    [Theory]
    [InlineData("08:52", "09:00")]
    [InlineData("09:00", "09:00")]
    public void ClockIn_RoundsUp(string input, string expected)
    {
        Assert.Equal(TimeOnly.Parse(expected), ClockRounding.RoundClockIn(TimeOnly.Parse(input)));
    }

    [Theory]
    [InlineData("18:14", "18:00")]
    [InlineData("18:15", "18:15")]
    public void ClockOut_RoundsDown(string input, string expected)
    {
        Assert.Equal(TimeOnly.Parse(expected), ClockRounding.RoundClockOut(TimeOnly.Parse(input)));
    }
}
