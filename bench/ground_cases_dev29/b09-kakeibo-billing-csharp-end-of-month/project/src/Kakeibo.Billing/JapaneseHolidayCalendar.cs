namespace Kakeibo.Billing;

/// <summary>祝日マスタ（年1回、内閣府CSVから生成）</summary>
public sealed class JapaneseHolidayCalendar : IHolidayCalendar
{
    private readonly HashSet<DateOnly> _days;

    public JapaneseHolidayCalendar(IEnumerable<DateOnly> days)
    {
        _days = new HashSet<DateOnly>(days);
    }

    public bool IsHoliday(DateOnly date) => _days.Contains(date);

    public static JapaneseHolidayCalendar FromCsv(string path)
    {
        var days = File.ReadLines(path)
            .Skip(1)
            .Select(line => line.Split(',')[0])
            .Where(s => !string.IsNullOrWhiteSpace(s))
            .Select(s => DateOnly.ParseExact(s.Trim(), "yyyy/M/d"));
        return new JapaneseHolidayCalendar(days);
    }
}
