using Opsboard.Reports;
using Xunit;

namespace Opsboard.Tests;

public class ReportSchedulerTests
{
    private static readonly TimeZoneInfo Berlin = TimeZoneInfo.FindSystemTimeZoneById("Europe/Berlin");
    private static readonly TimeOnly Seven = new(7, 0);

    [Fact]
    public void FirstRunIsLaterTodayWhenBeforeSeven()
    {
        var now = new DateTimeOffset(2025, 1, 15, 5, 30, 0, TimeSpan.Zero); // 06:30 in Berlin
        Assert.Equal(new DateTimeOffset(2025, 1, 15, 6, 0, 0, TimeSpan.Zero), ReportScheduler.FirstRunUtc(now, Berlin, Seven));
    }

    [Fact]
    public void FirstRunIsTomorrowWhenPastSeven()
    {
        var now = new DateTimeOffset(2025, 1, 15, 9, 0, 0, TimeSpan.Zero);
        Assert.Equal(new DateTimeOffset(2025, 1, 16, 6, 0, 0, TimeSpan.Zero), ReportScheduler.FirstRunUtc(now, Berlin, Seven));
    }

    [Fact]
    public void FirstRunUsesSummerTimeOffset()
    {
        var now = new DateTimeOffset(2025, 7, 1, 12, 0, 0, TimeSpan.Zero);
        Assert.Equal(new DateTimeOffset(2025, 7, 2, 5, 0, 0, TimeSpan.Zero), ReportScheduler.FirstRunUtc(now, Berlin, Seven));
    }
}
