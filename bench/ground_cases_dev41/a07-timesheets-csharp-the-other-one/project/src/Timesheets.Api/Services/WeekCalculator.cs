namespace Timesheets.Api.Services;

/// <summary>
/// Week arithmetic. Our weeks run Monday to Sunday (ISO 8601), for reports and payroll alike.
/// </summary>
public static class WeekCalculator
{
    /// <summary>The Monday of the week that contains <paramref name="date"/>.</summary>
    public static DateOnly StartOfWeek(DateOnly date)
    {
        // DayOfWeek is 0 for Sunday; shift so that Monday is 0 and Sunday is 6.
        var offset = ((int)date.DayOfWeek + 6) % 7;
        return date.AddDays(-offset);
    }

    /// <summary>The Sunday of the week that contains <paramref name="date"/>.</summary>
    public static DateOnly EndOfWeek(DateOnly date) => StartOfWeek(date).AddDays(6);

    /// <summary>The Mondays of all weeks that overlap [from, to].</summary>
    public static IEnumerable<DateOnly> WeeksBetween(DateOnly from, DateOnly to)
    {
        if (to < from)
        {
            yield break;
        }

        for (var week = StartOfWeek(from); week <= to; week = week.AddDays(7))
        {
            yield return week;
        }
    }

    /// <summary>ISO week number, e.g. 14 for the week of 2025-03-31.</summary>
    public static int IsoWeekNumber(DateOnly date) =>
        System.Globalization.ISOWeek.GetWeekOfYear(date.ToDateTime(TimeOnly.MinValue));
}
