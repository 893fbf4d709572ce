using Microsoft.Extensions.Options;
using Shop.Domain.Shipping;
using Xunit;

namespace Shop.Domain.Tests;

public class ShippingFeeCalculatorTests
{
    private readonly ShippingFeeCalculator _calc =
        new(Options.Create(new ShippingOptions { FreeShippingThreshold = 5000m }));

    [Theory]
    [InlineData(Region.Honshu, 700)]
    [InlineData(Region.Hokkaido, 1200)]
    [InlineData(Region.Okinawa, 1500)]
    public void Fee_DependsOnRegion(Region region, decimal expected)
    {
        Assert.Equal(expected, _calc.Calculate(3000m, region));
    }

    [Fact]
    public void FreeShipping_AppliesAtThreshold()
    {
        Assert.Equal(0m, _calc.Calculate(5000m, Region.Okinawa));
    }

    [Fact]
    public void FreeShipping_NotAppliedJustBelowThreshold()
    {
        Assert.Equal(700m, _calc.Calculate(4999m, Region.Honshu));
    }

    [Fact]
    public void Remaining_IsZeroAboveThreshold()
    {
        Assert.Equal(0m, _calc.RemainingForFreeShipping(8000m));
        Assert.Equal(1500m, _calc.RemainingForFreeShipping(3500m));
    }

    [Fact]
    public void NegativeSubtotal_Throws()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => _calc.Calculate(-1m, Region.Honshu));
    }
}
