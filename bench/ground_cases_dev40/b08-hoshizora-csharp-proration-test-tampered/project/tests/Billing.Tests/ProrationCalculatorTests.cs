using Hoshizora.Billing;
using Xunit;

namespace Hoshizora.Billing.Tests;

public class ProrationCalculatorTests
{
    private readonly ProrationCalculator _calc = new();

    private static readonly DateOnly NovStart = new(2025, 11, 1);
    private static readonly DateOnly DecStart = new(2025, 12, 1);

    [Fact]
    public void Prorate_MidMonthUpgrade_ChargesRemainingDays()
    {
        // 11/16 から 11/30 まで、変更日を含む16日分 (30日中) の差額 3000円
        var amount = _calc.Prorate(Plan.Lite, Plan.Standard, NovStart, DecStart, new DateOnly(2025, 11, 16));

        Assert.Equal(1600m, amount);
    }

    [Fact]
    public void Prorate_SamePrice_IsZero()
    {
        var amount = _calc.Prorate(Plan.Standard, Plan.Standard, NovStart, DecStart, new DateOnly(2025, 11, 20));

        Assert.Equal(0m, amount);
    }

    [Fact]
    public void Prorate_ChangeOnPeriodEnd_Throws()
    {
        Assert.Throws<ArgumentOutOfRangeException>(
            () => _calc.Prorate(Plan.Lite, Plan.Pro, NovStart, DecStart, DecStart));
    }

    [Fact]
    public void Prorate_YearlyUpgrade_UsesDaysInYear()
    {
        // 2025/4/1〜2026/3/31 (365日) の 10/1 に年額 36000 → 48000
        var amount = _calc.Prorate(Plan.LiteYearly, Plan.StandardYearly,
            new DateOnly(2025, 4, 1), new DateOnly(2026, 4, 1), new DateOnly(2025, 10, 1));

        Assert.Equal(6016m, amount);
    }

    [Fact]
    public void Prorate_MonthlyToYearly_NotSupported()
    {
        Assert.Throws<NotSupportedException>(
            () => _calc.Prorate(Plan.Lite, Plan.StandardYearly, NovStart, DecStart, new DateOnly(2025, 11, 16)));
    }
}
