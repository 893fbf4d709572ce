namespace Physio.Booking.Domain;

public sealed class RecurrenceExpander
{
    private readonly TimeZoneInfo _zone;
    private readonly HolidayCalendar _holidays;

    public RecurrenceExpander(TimeZoneInfo zone, HolidayCalendar holidays)
    {
        _zone = zone;
        _holidays = holidays;
    }

    public IReadOnlyList<Occurrence> Expand(RecurrenceRule rule)
    {
        rule.Validate();
        var result = new List<Occurrence>(rule.Count);
        for (var i = 0; i < rule.Count; i++)
        {
            var localStart = rule.FirstLocalStart.AddDays(7 * rule.IntervalWeeks * i);
            if (_holidays.IsHoliday(DateOnly.FromDateTime(localStart)))
            {
                continue; // skip this week, the series moves on to the next one
            }
            var start = new DateTimeOffset(localStart, _zone.GetUtcOffset(localStart));
            result.Add(new Occurrence(start, start + rule.Duration));
        }
        return result;
    }
}
