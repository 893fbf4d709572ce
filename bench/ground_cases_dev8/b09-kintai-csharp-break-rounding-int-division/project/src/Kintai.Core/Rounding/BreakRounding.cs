namespace Kintai.Core.Rounding;

/// <summary>
/// 休憩時間を 15 分単位に丸める (就業規則 第 12 条: 15 分未満の端数は四捨五入)。
/// </summary>
public static class BreakRounding
{
    public const int UnitMinutes = 15;

    public static int RoundToQuarter(int minutes)
    {
        if (minutes <= 0) return 0;
        var quarters = Math.Round((double)(minutes / UnitMinutes), MidpointRounding.AwayFromZero);
        return (int)quarters * UnitMinutes;
    }

    public static TimeSpan Round(TimeSpan breakTime) =>
        TimeSpan.FromMinutes(RoundToQuarter((int)breakTime.TotalMinutes));
}
