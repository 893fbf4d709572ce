using Timesheets.Api.Services;
using Xunit;

namespace Timesheets.Tests;

public class WeekCalculatorTests
{
    [Theory]
    [InlineData("2025-03-31", "2025-03-31")] // Monday
    [InlineData("2025-04-02", "2025-03-31")] // Wednesday
    [InlineData("2025-04-05", "2025-03-31")] // Saturday
    [InlineData("2025-04-06", "2025-03-31")] // Sunday belongs to the week before
    [InlineData("2025-03-30", "2025-03-24")] // Sunday
    public void StartOfWeek_is_the_monday(string day, string monday)
    {
        Assert.Equal(DateOnly.Parse(monday), WeekCalculator.StartOfWeek(DateOnly.Parse(day)));
    }

    [Fact]
    public void EndOfWeek_is_the_sunday()
    {
        Assert.Equal(new DateOnly(2025, 4, 6), WeekCalculator.EndOfWeek(new DateOnly(2025, 4, 2)));
    }

    [Fact]
    public void EndOfWeek_of_a_sunday_is_that_sunday()
    {
        Assert.Equal(new DateOnly(2025, 4, 6), WeekCalculator.EndOfWeek(new DateOnly(2025, 4, 6)));
    }

    [Fact]
    public void WeeksBetween_lists_mondays()
    {
        var weeks = WeekCalculator.WeeksBetween(new DateOnly(2025, 3, 5), new DateOnly(2025, 3, 20)).ToList();

        Assert.Equal(new[] { new DateOnly(2025, 3, 3), new DateOnly(2025, 3, 10), new DateOnly(2025, 3, 17) }, weeks);
    }

    [Fact]
    public void IsoWeekNumber_matches_the_calendar()
    {
        Assert.Equal(14, WeekCalculator.IsoWeekNumber(new DateOnly(2025, 3, 31)));
    }
}
