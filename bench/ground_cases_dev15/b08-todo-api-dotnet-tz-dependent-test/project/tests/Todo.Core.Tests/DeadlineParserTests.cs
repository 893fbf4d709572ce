using Todo.Core.Deadlines;
using Xunit;

namespace Todo.Core.Tests;

public class DeadlineParserTests
{
    [Fact]
    public void ParsesJstDeadline()
    {
        Assert.True(DeadlineParser.TryParse("2025/04/01 09:00", out var actual));

        var expected = new DateTimeOffset(new DateTime(2025, 4, 1, 9, 0, 0).ToUniversalTime());
        Assert.Equal(expected, actual);
    }

    [Fact]
    public void DateOnlyMeansEndOfDayJst()
    {
        Assert.True(DeadlineParser.TryParse("2025/4/1", out var actual));
        Assert.Equal(new DateTimeOffset(2025, 4, 1, 14, 59, 0, TimeSpan.Zero), actual);
    }

    [Theory]
    [InlineData("")]
    [InlineData("来週")]
    [InlineData("2025-04-01")]
    [InlineData("2025/13/01 10:00")]
    public void RejectsGarbage(string input)
    {
        Assert.False(DeadlineParser.TryParse(input, out _));
    }
}
