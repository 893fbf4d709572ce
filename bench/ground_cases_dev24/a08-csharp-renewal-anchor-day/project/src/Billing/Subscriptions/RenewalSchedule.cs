using System;

namespace Billing.Subscriptions;

public enum BillingPeriod
{
    Monthly,
    Quarterly,
    Yearly,
}

/// <summary>
/// Works out when a subscription renews. The anchor is the date the customer first paid;
/// renewals should land on the anchor's day of month, or the month's last day when shorter.
/// </summary>
public static class RenewalSchedule
{
    public static int MonthsIn(BillingPeriod period) => period switch
    {
        BillingPeriod.Monthly => 1,
        BillingPeriod.Quarterly => 3,
        BillingPeriod.Yearly => 12,
        _ => throw new ArgumentOutOfRangeException(nameof(period), period, null),
    };

    public static DateOnly NextRenewal(DateOnly anchor, DateOnly current, BillingPeriod period)
    {
        if (current < anchor)
        {
            throw new ArgumentException("current renewal cannot be before the anchor", nameof(current));
        }

        var months = MonthsIn(period);
        var next = current.AddMonths(months);
        return next;
    }

    public static IEnumerable<DateOnly> Upcoming(DateOnly anchor, BillingPeriod period, int count)
    {
        var date = anchor;
        for (var i = 0; i < count; i++)
        {
            date = NextRenewal(anchor, date, period);
            yield return date;
        }
    }

    public static int DaysUntil(DateOnly renewal, DateOnly today) => renewal.DayNumber - today.DayNumber;
}
