using Kura.Pricing;
using Xunit;

namespace Kura.Tests;

public class ShippingCalculatorTests
{
    private readonly ShippingCalculator _calc = new();

    [Theory]
    [InlineData(49.99, 4.90)]
    [InlineData(50.00, 0.00)]
    [InlineData(120.00, 0.00)]
    public void Shipping(decimal subtotal, decimal expected) => Assert.Equal(expected, _calc.Shipping(subtotal));
}
