namespace Kura.Pricing;

/// <summary>
/// Free shipping from 50.00; flat 4.90 below that.
/// </summary>
public class ShippingCalculator
{
    public const decimal FreeShippingThreshold = 50.00m;
    public const decimal FlatRate = 4.90m;

    public decimal Shipping(decimal subtotalAfterDiscount)
    {
        if (subtotalAfterDiscount >= FreeShippingThreshold)
        {
            return 0m;
        }
        return FlatRate;
    }
}
