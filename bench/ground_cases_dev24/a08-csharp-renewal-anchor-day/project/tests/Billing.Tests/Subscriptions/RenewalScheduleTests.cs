using Billing.Subscriptions;
using Xunit;

namespace Billing.Tests.Subscriptions;

public class RenewalScheduleTests
{
    [Fact]
    public void MonthlyRenewsOneMonthLater()
    {
        var anchor = new DateOnly(2025, 3, 10);
        Assert.Equal(new DateOnly(2025, 4, 10), RenewalSchedule.NextRenewal(anchor, anchor, BillingPeriod.Monthly));
    }

    [Fact]
    public void ClampsToLastDayOfShortMonth()
    {
        var anchor = new DateOnly(2025, 1, 31);
        Assert.Equal(new DateOnly(2025, 2, 28), RenewalSchedule.NextRenewal(anchor, anchor, BillingPeriod.Monthly));
    }

    [Fact]
    public void KeepsAnchorDayAfterShortMonth()
    {
        var anchor = new DateOnly(2025, 1, 31);
        var upcoming = RenewalSchedule.Upcoming(anchor, BillingPeriod.Monthly, 3).ToList();

        Assert.Equal(
            new[] { new DateOnly(2025, 2, 28), new DateOnly(2025, 3, 31), new DateOnly(2025, 4, 30) },
            upcoming);
    }

    [Fact]
    public void QuarterlyFromNovemberCrossesYear()
    {
        var anchor = new DateOnly(2024, 11, 15);
        Assert.Equal(new DateOnly(2025, 2, 15), RenewalSchedule.NextRenewal(anchor, anchor, BillingPeriod.Quarterly));
    }

    [Fact]
    public void RejectsCurrentBeforeAnchor()
    {
        var anchor = new DateOnly(2025, 5, 1);
        Assert.Throws<ArgumentException>(() =>
            RenewalSchedule.NextRenewal(anchor, new DateOnly(2025, 4, 1), BillingPeriod.Monthly));
    }
}
