using Kakeibo.Billing;
using Xunit;

public class DueDateCalculatorTests
{
    private static readonly DueDateCalculator Calc =
        new(new JapaneseHolidayCalendar(new[] { new DateOnly(2025, 3, 20), new DateOnly(2025, 5, 6) }));

    [Theory]
    [InlineData(2025, 1, 31, 2025, 2, 28)]
    [InlineData(2025, 4, 30, 2025, 5, 30)]
    [InlineData(2025, 2, 28, 2025, 3, 31)]
    public void EndOfNextMonth(int y, int m, int d, int ey, int em, int ed)
    {
        var due = Calc.Calculate(new DateOnly(y, m, d), PaymentTerms.EndOfNextMonth);
        Assert.Equal(new DateOnly(ey, em, ed), due);
    }

    [Fact]
    public void Net30_moves_back_to_previous_business_day()
    {
        // 2025-05-31 + 30 = 2025-06-30 (Mon) → そのまま
        Assert.Equal(new DateOnly(2025, 6, 30), Calc.Calculate(new DateOnly(2025, 5, 31), PaymentTerms.Net30));
    }
}
