using Shipping.Api.Shipping;
using Xunit;

namespace Shipping.Api.Tests;

public class ShippingCalculatorTests
{
    private readonly ShippingCalculator _calc = new();

    private static Order Domestic(decimal unitPrice, int qty = 1, int grams = 300,
        ShippingSpeed speed = ShippingSpeed.Standard) =>
        new("o-1", "US", speed, [new OrderLine("SKU-1", qty, unitPrice, grams)]);

    [Fact]
    public void Standard_domestic_under_threshold_pays_flat_rate()
    {
        var quote = _calc.Quote(Domestic(40m));
        Assert.Equal(7.95m, quote.Price);
    }

    [Fact]
    public void Exactly_one_hundred_dollars_ships_free()
    {
        var quote = _calc.Quote(Domestic(50m, qty: 2));
        Assert.True(quote.FreeShipping);
        Assert.Equal(0m, quote.Price);
    }

    [Fact]
    public void Express_is_never_free()
    {
        var quote = _calc.Quote(Domestic(150m, speed: ShippingSpeed.Express));
        Assert.False(quote.FreeShipping);
        Assert.Equal(14.31m, quote.Price);
    }

    [Fact]
    public void International_pays_international_rate()
    {
        var order = Domestic(20m) with { CountryCode = "CA" };
        Assert.Equal(24.50m, _calc.Quote(order).Price);
    }
}
