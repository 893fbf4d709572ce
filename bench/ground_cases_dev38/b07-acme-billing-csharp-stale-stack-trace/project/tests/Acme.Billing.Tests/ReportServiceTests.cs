using Acme.Billing.Domain;
using Acme.Billing.Reports;
using Xunit;

namespace Acme.Billing.Tests;

public class ReportServiceTests
{
    private static readonly Customer Customer = new()
    {
        Id = Guid.NewGuid(),
        CompanyName = "株式会社サンプル",
        BillingAddress = new Address { Prefecture = "東京都", City = "千代田区" },
    };

    private static Invoice Paid(int year, int month, long yen) => new()
    {
        Id = Guid.NewGuid(),
        Status = InvoiceStatus.Paid,
        TotalYen = yen,
        IssuedAt = new DateTimeOffset(year, month, 1, 0, 0, 0, TimeSpan.FromHours(9)),
        PaidAt = new DateTimeOffset(year, month, 10, 0, 0, 0, TimeSpan.FromHours(9)),
    };

    [Fact]
    public void Sums_paid_invoices_by_month()
    {
        var summary = ReportService.BuildSummary(Customer, [Paid(2025, 9, 1000), Paid(2025, 9, 500), Paid(2025, 10, 200)]);

        Assert.Equal(1700, summary.PaidTotalYen);
        Assert.Equal([new MonthlyTotal(new DateOnly(2025, 9, 1), 1500), new MonthlyTotal(new DateOnly(2025, 10, 1), 200)], summary.Months);
        Assert.Equal("東京都", summary.Prefecture);
    }

    [Fact]
    public void Weekly_totals_split_on_monday_jst()
    {
        var now = new DateTimeOffset(2025, 11, 19, 12, 0, 0, TimeSpan.FromHours(9)); // Wed
        var sunday = Paid(2025, 11, 100);
        sunday.PaidAt = new DateTimeOffset(2025, 11, 16, 23, 30, 0, TimeSpan.FromHours(9));
        var monday = Paid(2025, 11, 300);
        monday.PaidAt = new DateTimeOffset(2025, 11, 16, 15, 30, 0, TimeSpan.Zero); // Mon 00:30 JST

        var weeks = ReportService.BuildWeeklyTotals([sunday, monday], now);

        Assert.Equal(8, weeks.Count);
        Assert.Equal(new WeeklyTotal(new DateOnly(2025, 11, 10), 100, 1), weeks[^2]);
        Assert.Equal(new WeeklyTotal(new DateOnly(2025, 11, 17), 300, 1), weeks[^1]);
    }

    [Fact]
    public void Weekly_totals_fill_empty_weeks_with_zero()
    {
        var now = new DateTimeOffset(2025, 11, 19, 12, 0, 0, TimeSpan.FromHours(9));

        var weeks = ReportService.BuildWeeklyTotals([], now);

        Assert.All(weeks, w => Assert.Equal(0, w.TotalYen));
        Assert.Equal(new DateOnly(2025, 9, 29), weeks[0].WeekStart);
    }
}
