using VanRental.Models;
using VanRental.Services;
using Xunit;

namespace VanRental.Tests;

public class LateFeeCalculatorTests
{
    private static readonly DateTime Due = new(2025, 10, 6, 18, 0, 0);

    private static Rental Rental() => new()
    {
        DueAt = Due,
        Van = new Van { Plate = "VX-482-K", DayRate = 89m },
    };

    [Fact]
    public void OnTimeReturnIsFree()
    {
        Assert.Equal(0m, new LateFeeCalculator().For(Rental(), Due));
    }

    [Fact]
    public void WithinGracePeriodIsFree()
    {
        Assert.Equal(0m, new LateFeeCalculator().For(Rental(), Due.AddMinutes(30)));
    }

    [Fact]
    public void JustAfterGraceIsOneDay()
    {
        Assert.Equal(97.90m, new LateFeeCalculator().For(Rental(), Due.AddMinutes(31)));
    }

    [Fact]
    public void OneStartedDayIsCharged()
    {
        Assert.Equal(97.90m, new LateFeeCalculator().For(Rental(), Due.AddHours(5)));
    }

    [Fact]
    public void TwoStartedDays()
    {
        Assert.Equal(195.80m, new LateFeeCalculator().For(Rental(), Due.AddHours(25)));
    }
}
