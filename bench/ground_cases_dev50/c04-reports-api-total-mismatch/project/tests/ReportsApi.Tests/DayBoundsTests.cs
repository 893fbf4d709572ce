using ReportsApi.Data;
using Xunit;

namespace ReportsApi.Tests;

public class DayBoundsTests
{
    [Fact]
    public void DayStartsAtBeijingMidnight()
    {
        var (start, end) = OrderQueries.DayBounds(new DateOnly(2025, 10, 31));
        Assert.Equal(new DateTimeOffset(2025, 10, 30, 16, 0, 0, TimeSpan.Zero), start);
        Assert.Equal(new DateTimeOffset(2025, 10, 31, 16, 0, 0, TimeSpan.Zero), end);
    }

    [Fact]
    public void BoundsAreHalfOpen()
    {
        var (start, end) = OrderQueries.DayBounds(new DateOnly(2025, 11, 1));
        Assert.Equal(TimeSpan.FromDays(1), end - start);
    }
}
