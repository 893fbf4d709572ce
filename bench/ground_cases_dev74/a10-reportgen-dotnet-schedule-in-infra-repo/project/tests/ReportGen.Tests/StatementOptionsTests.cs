using ReportGen;
using Xunit;

public class StatementOptionsTests
{
    [Fact]
    public void DefaultsToPreviousMonth()
    {
        var o = StatementOptions.Parse([], new DateOnly(2025, 11, 3));
        Assert.Equal(new DateOnly(2025, 10, 1), o.Month);
    }

    [Fact]
    public void JanuaryGoesBackToDecember()
    {
        var o = StatementOptions.Parse([], new DateOnly(2026, 1, 1));
        Assert.Equal(new DateOnly(2025, 12, 1), o.Month);
    }

    [Fact]
    public void ParsesMonthAndCustomer()
    {
        var o = StatementOptions.Parse(["--month", "2025-09", "--customer", "10442", "--dry-run"], new DateOnly(2025, 11, 3));
        Assert.Equal(new DateOnly(2025, 9, 1), o.Month);
        Assert.Equal(10442, o.CustomerId);
        Assert.True(o.DryRun);
    }
}
