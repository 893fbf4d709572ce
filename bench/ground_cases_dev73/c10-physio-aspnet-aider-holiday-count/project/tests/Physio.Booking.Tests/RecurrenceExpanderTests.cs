using Physio.Booking.Domain;
using Xunit;

namespace Physio.Booking.Tests;

public class RecurrenceExpanderTests
{
    private static readonly TimeZoneInfo Berlin = TimeZoneInfo.FindSystemTimeZoneById("Europe/Berlin");
    private static readonly HolidayCalendar NoHolidays = new(Array.Empty<DateOnly>());

    [Fact]
    public void Weekly_series_has_count_sessions()
    {
        var expander = new RecurrenceExpander(Berlin, NoHolidays);
        var rule = new RecurrenceRule(new DateTime(2025, 1, 7, 10, 0, 0), TimeSpan.FromMinutes(45), 1, 6);

        var occ = expander.Expand(rule);

        Assert.Equal(6, occ.Count);
        Assert.Equal(new DateTimeOffset(2025, 2, 11, 10, 0, 0, TimeSpan.FromHours(1)), occ[5].StartsAt);
    }

    [Fact]
    public void Keeps_local_time_across_dst()
    {
        var expander = new RecurrenceExpander(Berlin, NoHolidays);
        var rule = new RecurrenceRule(new DateTime(2025, 3, 18, 10, 0, 0), TimeSpan.FromMinutes(45), 1, 3);

        var occ = expander.Expand(rule);

        Assert.Equal(new DateTimeOffset(2025, 4, 1, 10, 0, 0, TimeSpan.FromHours(2)), occ[2].StartsAt);
    }

    [Fact]
    public void Weekly_series_skips_holiday_and_keeps_count()
    {
        // Friday series over Good Friday (2025-04-18)
        var expander = new RecurrenceExpander(Berlin, HolidayCalendar.Berlin2025());
        var rule = new RecurrenceRule(new DateTime(2025, 4, 4, 9, 0, 0), TimeSpan.FromMinutes(45), 1, 10);

        var occ = expander.Expand(rule);

        Assert.Equal(10, occ.Count);
        Assert.DoesNotContain(occ, o => o.StartsAt.Date == new DateTime(2025, 4, 18));
    }

    [Fact]
    public void Rejects_zero_count()
    {
        var expander = new RecurrenceExpander(Berlin, NoHolidays);
        var rule = new RecurrenceRule(new DateTime(2025, 1, 7, 10, 0, 0), TimeSpan.FromMinutes(45), 1, 0);

        Assert.Throws<ArgumentOutOfRangeException>(() => expander.Expand(rule));
    }
}
