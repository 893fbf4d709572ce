namespace Shipping.Api.Shipping;

public sealed class ShippingCalculator
{
    public const decimal FreeShippingThreshold = 100m;
    public const decimal StandardDomestic = 7.95m;
    public const decimal StandardInternational = 24.50m;
    public const decimal ExpressSurchargeFactor = 1.8m;
    public const decimal HeavyParcelKg = 20m;
    public const decimal HeavyParcelSurcharge = 15m;

    /// <summary>Total parcel weight of the order.</summary>
    public static decimal TotalWeight(Order order) =>
        order.Lines.Sum(l => (decimal)l.WeightGrams * l.Quantity);

    public ShippingQuote Quote(Order order)
    {
        if (order.Lines.Count == 0)
        {
            return ShippingQuote.Free("empty order");
        }

        if (order.IsDomestic && order.Speed == ShippingSpeed.Standard
            && order.DiscountedSubtotal >= FreeShippingThreshold)
        {
            return ShippingQuote.Free("free standard shipping over $100");
        }

        var price = order.IsDomestic ? StandardDomestic : StandardInternational;
        if (order.Speed == ShippingSpeed.Express)
        {
            price *= ExpressSurchargeFactor;
        }

        if (TotalWeight(order) > HeavyParcelKg)
        {
            price += HeavyParcelSurcharge;
        }

        return ShippingQuote.Paid(price, order.IsDomestic ? "domestic" : "international");
    }
}
