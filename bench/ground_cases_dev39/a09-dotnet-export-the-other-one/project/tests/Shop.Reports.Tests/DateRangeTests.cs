using Shop.Reports;
using Xunit;

namespace Shop.Reports.Tests;

public class DateRangeTests
{
    [Fact]
    public void Rejects_reversed_range()
    {
        Assert.Throws<ArgumentException>(() => DateRange.Create(new DateOnly(2025, 3, 2), new DateOnly(2025, 3, 1)));
    }

    [Fact]
    public void Counts_days_inclusively()
    {
        var range = DateRange.Create(new DateOnly(2025, 3, 1), new DateOnly(2025, 3, 31));
        Assert.Equal(31, range.Days);
    }

    [Fact]
    public void End_includes_the_whole_last_day()
    {
        var range = DateRange.Create(new DateOnly(2025, 3, 1), new DateOnly(2025, 3, 31));
        Assert.True(range.Contains(new DateTime(2025, 3, 31, 21, 30, 0, DateTimeKind.Utc)));
        Assert.False(range.Contains(new DateTime(2025, 3, 31, 22, 0, 0, DateTimeKind.Utc)));
    }

    [Fact]
    public void Start_is_local_midnight()
    {
        var range = DateRange.Create(new DateOnly(2025, 3, 1), new DateOnly(2025, 3, 1));
        Assert.Equal(new DateTime(2025, 2, 28, 23, 0, 0, DateTimeKind.Utc), range.StartUtc);
    }
}
