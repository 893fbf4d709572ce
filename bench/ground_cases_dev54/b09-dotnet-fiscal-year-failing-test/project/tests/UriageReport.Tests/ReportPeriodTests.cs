using UriageReport.Reporting;
using Xunit;

namespace UriageReport.Tests;

public class ReportPeriodTests
{
    [Fact]
    public void FiscalYearStart_AprilIsFirstMonth()
    {
        var p = new ReportPeriod(2024, 4);
        Assert.Equal(new DateTime(2024, 4, 1), p.FiscalYearStart);
        Assert.Equal(1, p.FiscalMonthIndex);
    }

    [Fact]
    public void FiscalYearStart_MarchBelongsToPreviousYear()
    {
        var p = new ReportPeriod(2024, 3);
        Assert.Equal(new DateTime(2023, 4, 1), p.FiscalYearStart);
        Assert.Equal(12, p.FiscalMonthIndex);
    }

    [Fact]
    public void PreviousMonthOf_January_IsDecemberOfLastYear()
    {
        var p = ReportPeriod.PreviousMonthOf(new DateTime(2025, 1, 1));
        Assert.Equal("2024-12", p.ToString());
    }

    [Fact]
    public void JanuaryStartMonth_IsCalendarYear()
    {
        var p = new ReportPeriod(2024, 1, fiscalYearStartMonth: 1);
        Assert.Equal(new DateTime(2024, 1, 1), p.FiscalYearStart);
    }
}
