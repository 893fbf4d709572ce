namespace Shop.Api.Pricing;

public sealed record CartLine(string Sku, decimal UnitPrice, int Quantity);

public sealed record PriceBreakdown(decimal Subtotal, decimal Discount, decimal Tax, decimal Total);

public sealed class PriceCalculator
{
    private readonly decimal _taxRate;

    public PriceCalculator(decimal taxRate = 0.10m)
    {
        _taxRate = taxRate;
    }

    public PriceBreakdown Calculate(IReadOnlyList<CartLine> lines, Coupon? coupon)
    {
        var subtotal = lines.Sum(l => l.UnitPrice * l.Quantity);
        var discount = coupon switch
        {
            { PercentOff: { } pct } => Math.Floor(subtotal * pct / 100m),
            { AmountOff: { } amount } => Math.Min(amount, subtotal),
            _ => 0m,
        };
        var taxable = subtotal - discount;
        var tax = Math.Round(taxable * _taxRate, MidpointRounding.AwayFromZero);
        return new PriceBreakdown(subtotal, discount, tax, taxable + tax);
    }

    public static string Yen(decimal amount) => amount.ToString("#,0") + "円";
}
