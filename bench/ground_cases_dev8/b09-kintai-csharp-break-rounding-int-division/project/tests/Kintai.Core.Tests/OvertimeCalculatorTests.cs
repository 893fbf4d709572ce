using Kintai.Core.Payroll;
using Xunit;

namespace Kintai.Core.Tests;

public class OvertimeCalculatorTests
{
    [Fact]
    public void UnderLimit_IsAllRegular()
    {
        var (regular, overtime) = OvertimeCalculator.Split(TimeSpan.FromHours(7.5));
        Assert.Equal(TimeSpan.FromHours(7.5), regular);
        Assert.Equal(TimeSpan.Zero, overtime);
    }

    [Fact]
    public void OverLimit_SplitsAtEightHours()
    {
        var (regular, overtime) = OvertimeCalculator.Split(TimeSpan.FromHours(9.25));
        Assert.Equal(TimeSpan.FromHours(8), regular);
        Assert.Equal(TimeSpan.FromHours(1.25), overtime);
    }

    [Fact]
    public void ExactlyEight_HasNoOvertime()
    {
        Assert.Equal(TimeSpan.Zero, OvertimeCalculator.Split(TimeSpan.FromHours(8)).Overtime);
    }
}
