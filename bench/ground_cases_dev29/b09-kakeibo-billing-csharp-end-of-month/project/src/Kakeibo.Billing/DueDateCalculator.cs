namespace Kakeibo.Billing;

/// <summary>
/// 締め日と支払条件から支払期日を求める。期日が土日祝なら前営業日に繰り上げる。
/// </summary>
public sealed class DueDateCalculator
{
    private readonly IHolidayCalendar _holidays;

    public DueDateCalculator(IHolidayCalendar holidays)
    {
        _holidays = holidays;
    }

    public DateOnly Calculate(DateOnly closingDate, PaymentTerms terms)
    {
        var due = terms switch
        {
            PaymentTerms.EndOfNextMonth => EndOfMonth(closingDate.AddMonths(1)),
            PaymentTerms.EndOfMonthAfterNext => EndOfMonth(closingDate.AddMonths(2)),
            PaymentTerms.Net30 => closingDate.AddDays(30),
            _ => throw new ArgumentOutOfRangeException(nameof(terms), terms, null),
        };
        return PreviousBusinessDay(due);
    }

    private static DateOnly EndOfMonth(DateOnly d)
    {
        // 翌月1日の前日 = 月末
        return new DateOnly(d.Year, d.Month + 1, 1).AddDays(-1);
    }

    private DateOnly PreviousBusinessDay(DateOnly d)
    {
        while (IsClosed(d))
        {
            d = d.AddDays(-1);
        }
        return d;
    }

    private bool IsClosed(DateOnly d) =>
        d.DayOfWeek is DayOfWeek.Saturday or DayOfWeek.Sunday || _holidays.IsHoliday(d);
}
