namespace Kintai.Core.Payroll;

public static class OvertimeCalculator
{
    /// <summary>法定労働時間 (1 日 8 時間)</summary>
    public static readonly TimeSpan DailyLimit = TimeSpan.FromHours(8);

    /// <summary>1 日の労働時間を所定内と時間外に分ける。</summary>
    public static (TimeSpan Regular, TimeSpan Overtime) Split(TimeSpan worked)
    {
        if (worked <= DailyLimit) return (worked, TimeSpan.Zero);
        return (DailyLimit, worked - DailyLimit);
    }
}
