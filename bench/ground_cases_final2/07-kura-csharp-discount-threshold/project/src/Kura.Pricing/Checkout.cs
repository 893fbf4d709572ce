namespace Kura.Pricing;

public record Quote(decimal Subtotal, decimal Discount, decimal Shipping, decimal Total, int LoyaltyPoints);

public class Checkout
{
    private readonly DiscountCalculator _discount = new();
    private readonly ShippingCalculator _shipping = new();
    private readonly LoyaltyCalculator _loyalty = new();

    public Quote Price(Cart cart)
    {
        var subtotal = cart.Subtotal;
        var discount = _discount.Discount(subtotal);
        var afterDiscount = subtotal - discount;
        var shipping = _shipping.Shipping(afterDiscount);
        var total = afterDiscount + shipping;
        return new Quote(subtotal, discount, shipping, total, _loyalty.Points(afterDiscount));
    }
}
