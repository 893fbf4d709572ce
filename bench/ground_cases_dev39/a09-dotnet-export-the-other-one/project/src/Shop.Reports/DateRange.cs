namespace Shop.Reports;

/// <summary>An inclusive range of calendar days in the shop's time zone.</summary>
public sealed record DateRange(DateOnly From, DateOnly To)
{
    public static readonly TimeZoneInfo ShopZone = TimeZoneInfo.FindSystemTimeZoneById("Europe/Vienna");

    public static DateRange Create(DateOnly from, DateOnly to)
    {
        if (to < from)
        {
            throw new ArgumentException($"'to' ({to}) is before 'from' ({from})");
        }
        if (to.DayNumber - from.DayNumber > 366)
        {
            throw new ArgumentException("ranges longer than a year are not supported");
        }
        return new DateRange(from, to);
    }

    /// <summary>Start of the first day as a UTC instant.</summary>
    public DateTime StartUtc => ToUtc(From);

    /// <summary>End of the range (exclusive) as a UTC instant.</summary>
    public DateTime EndUtc => ToUtc(To.AddDays(1));

    public bool Contains(DateTime utc) => utc >= StartUtc && utc < EndUtc;

    public int Days => To.DayNumber - From.DayNumber + 1;

    private static DateTime ToUtc(DateOnly day)
    {
        var local = day.ToDateTime(TimeOnly.MinValue, DateTimeKind.Unspecified);
        return TimeZoneInfo.ConvertTimeToUtc(local, ShopZone);
    }
}
