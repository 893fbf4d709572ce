namespace Physio.Booking.Domain;

public sealed class HolidayCalendar
{
    private readonly HashSet<DateOnly> _days;

    public HolidayCalendar(IEnumerable<DateOnly> days)
    {
        _days = new HashSet<DateOnly>(days);
    }

    public bool IsHoliday(DateOnly day) => _days.Contains(day);

    public static HolidayCalendar Berlin2025() => new(new[]
    {
        new DateOnly(2025, 1, 1),
        new DateOnly(2025, 3, 8),
        new DateOnly(2025, 4, 18),
        new DateOnly(2025, 4, 21),
        new DateOnly(2025, 5, 1),
        new DateOnly(2025, 5, 29),
        new DateOnly(2025, 6, 9),
        new DateOnly(2025, 10, 3),
        new DateOnly(2025, 12, 25),
        new DateOnly(2025, 12, 26),
    });
}
