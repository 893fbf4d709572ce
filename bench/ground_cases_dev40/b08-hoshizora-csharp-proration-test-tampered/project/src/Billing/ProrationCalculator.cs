namespace Hoshizora.Billing;

/// <summary>
/// Mid-period plan changes. A billing period is [periodStart, periodEnd): periodEnd is the
/// first day of the next period and is not part of this one.
/// </summary>
public sealed class ProrationCalculator
{
    /// <summary>
    /// Amount to charge (positive) or credit (negative) when a subscription moves from
    /// <paramref name="from"/> to <paramref name="to"/> on <paramref name="changeDate"/>.
    /// The new plan applies from changeDate on.
    /// </summary>
    public decimal Prorate(Plan from, Plan to, DateOnly periodStart, DateOnly periodEnd, DateOnly changeDate)
    {
        if (changeDate < periodStart || changeDate >= periodEnd)
        {
            throw new ArgumentOutOfRangeException(nameof(changeDate), "change date must fall inside the period");
        }
        if (from.Interval != to.Interval)
        {
            throw new NotSupportedException("switching between monthly and yearly billing is not prorated");
        }

        // Works for both intervals: a yearly period simply has 365 or 366 days.
        var totalDays = DaysInPeriod(periodStart, periodEnd);
        var remainingDays = RemainingDays(changeDate, periodEnd);
        var difference = to.Price - from.Price;
        return RoundYen(difference * remainingDays / totalDays);
    }

    private static int DaysInPeriod(DateOnly periodStart, DateOnly periodEnd) =>
        periodEnd.DayNumber - periodStart.DayNumber;

    // Days the new plan is used in this period, the change date included.
    private static int RemainingDays(DateOnly changeDate, DateOnly periodEnd) =>
        periodEnd.DayNumber - changeDate.DayNumber + 1;

    private static decimal RoundYen(decimal amount) =>
        Math.Round(amount, 0, MidpointRounding.AwayFromZero);
}
