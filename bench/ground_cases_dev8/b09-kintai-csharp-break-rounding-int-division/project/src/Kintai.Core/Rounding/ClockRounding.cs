namespace Kintai.Core.Rounding;

/// <summary>
/// 打刻の丸め (就業規則 第 11 条)。出勤は 15 分単位で切り上げ、退勤は 15 分単位で切り捨て。
/// </summary>
public static class ClockRounding
{
    public const int UnitMinutes = 15;

    public static TimeOnly RoundClockIn(TimeOnly t)
    {
        var quarters = Math.Ceiling(t.ToTimeSpan().TotalMinutes / (double)UnitMinutes);
        var minutes = Math.Min(quarters * UnitMinutes, 24 * 60 - UnitMinutes);
        return TimeOnly.FromTimeSpan(TimeSpan.FromMinutes(minutes));
    }

    public static TimeOnly RoundClockOut(TimeOnly t)
    {
        var quarters = Math.Floor(t.ToTimeSpan().TotalMinutes / (double)UnitMinutes);
        return TimeOnly.FromTimeSpan(TimeSpan.FromMinutes(quarters * UnitMinutes));
    }
}
