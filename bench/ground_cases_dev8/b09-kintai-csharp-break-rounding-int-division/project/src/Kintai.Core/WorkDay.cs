using Kintai.Core.Rounding;

namespace Kintai.Core;

/// <summary>1 日分の勤務。日をまたぐ勤務 (夜勤) はこの会社にはないので扱わない。</summary>
public sealed record WorkDay(DateOnly Date, TimeOnly ClockIn, TimeOnly ClockOut, TimeSpan Break)
{
    public TimeSpan Worked
    {
        get
        {
            var start = ClockRounding.RoundClockIn(ClockIn);
            var end = ClockRounding.RoundClockOut(ClockOut);
            if (end <= start) return TimeSpan.Zero;
            var worked = (end - start) - BreakRounding.Round(Break);
            return worked < TimeSpan.Zero ? TimeSpan.Zero : worked;
        }
    }
}
