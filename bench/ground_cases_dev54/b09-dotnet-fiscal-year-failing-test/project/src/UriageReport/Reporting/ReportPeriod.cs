namespace UriageReport.Reporting;

/// <summary>
/// 集計対象の月と、その月が属する会計年度。会計年度は FiscalYearStartMonth（既定 4 月）始まり。
/// </summary>
public sealed class ReportPeriod
{
    private readonly int _startMonth;

    public ReportPeriod(int year, int month, int fiscalYearStartMonth = 4)
    {
        if (month is < 1 or > 12) throw new ArgumentOutOfRangeException(nameof(month));
        if (fiscalYearStartMonth is < 1 or > 12) throw new ArgumentOutOfRangeException(nameof(fiscalYearStartMonth));
        Year = year;
        Month = month;
        _startMonth = fiscalYearStartMonth;
    }

    public int Year { get; }
    public int Month { get; }

    public DateTime From => new(Year, Month, 1);
    public DateTime To => From.AddMonths(1);

    /// <summary>この月が属する会計年度の初日（4 月始まりなら 2024/5 → 2024/4/1、2024/2 → 2023/4/1）。</summary>
    public DateTime FiscalYearStart => new(FiscalYearOf(Year, Month, _startMonth), _startMonth, 1);

    /// <summary>同じ月の前年。前年同月比に使う。</summary>
    public ReportPeriod SameMonthLastYear() => new(Year - 1, Month, _startMonth);

    /// <summary>year/month が属する会計年度（期首の暦年）。</summary>
    public static int FiscalYearOf(int year, int month, int startMonth) =>
        month > startMonth ? year : year - 1;

    /// <summary>会計年度の何か月目か（1 始まり）。</summary>
    public int FiscalMonthIndex => (Month - _startMonth + 12) % 12 + 1;

    public static ReportPeriod PreviousMonthOf(DateTime today, int fiscalYearStartMonth = 4)
    {
        var d = new DateTime(today.Year, today.Month, 1).AddMonths(-1);
        return new ReportPeriod(d.Year, d.Month, fiscalYearStartMonth);
    }

    public override string ToString() => $"{Year:D4}-{Month:D2}";
}
