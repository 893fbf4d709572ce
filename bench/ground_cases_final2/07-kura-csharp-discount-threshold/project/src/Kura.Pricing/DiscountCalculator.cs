namespace Kura.Pricing;

/// <summary>
/// Volume discount: orders of 100.00 or more get 10% off the subtotal.
/// </summary>
public class DiscountCalculator
{
    public const decimal Threshold = 100.00m;
    public const decimal Rate = 0.10m;

    public decimal Discount(decimal subtotal)
    {
        if (subtotal > Threshold)
        {
            return Math.Round(subtotal * Rate, 2, MidpointRounding.ToEven);
        }
        return 0m;
    }

    public decimal Apply(decimal subtotal) => subtotal - Discount(subtotal);
}
