namespace Tsumugi.Checkout;

public sealed record Receipt(decimal Subtotal, decimal Discount, decimal Tax, decimal Total);

public sealed class PriceCalculator
{
    private readonly TaxPolicy _tax;

    public PriceCalculator(TaxPolicy tax)
    {
        _tax = tax;
    }

    public Receipt Calculate(Cart cart, Coupon? coupon = null)
    {
        if (cart.Lines.Count == 0)
        {
            return new Receipt(0m, 0m, 0m, 0m);
        }

        decimal subtotal = 0m;
        decimal discount = 0m;
        foreach (var line in cart.Lines)
        {
            var lineTotal = line.Product.UnitPrice * line.Quantity;
            if (line.Product.SaleRate is { } rate)
            {
                lineTotal -= Math.Floor(lineTotal * rate);
            }
            subtotal += lineTotal;
            if (coupon is not null)
            {
                discount += coupon.DiscountFor(lineTotal);
            }
        }

        if (coupon is not null && !coupon.IsApplicable(subtotal))
        {
            discount = 0m;
        }

        var taxable = subtotal - discount;
        var tax = _tax.TaxOn(taxable, cart.Lines.All(l => l.Product.ReducedTax));
        return new Receipt(subtotal, discount, tax, taxable + tax);
    }
}
