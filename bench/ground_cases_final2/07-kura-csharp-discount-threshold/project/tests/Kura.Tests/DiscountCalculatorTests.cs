using Kura.Pricing;
using Xunit;

namespace Kura.Tests;

public class DiscountCalculatorTests
{
    private readonly DiscountCalculator _calc = new();

    [Fact]
    public void NoDiscountBelowThreshold() => Assert.Equal(99.99m, _calc.Apply(99.99m));

    [Fact]
    public void AppliesTenPercentAtThreshold() => Assert.Equal(90.00m, _calc.Apply(100.00m));

    [Fact]
    public void AppliesTenPercentAboveThreshold() => Assert.Equal(180.00m, _calc.Apply(200.00m));
}
