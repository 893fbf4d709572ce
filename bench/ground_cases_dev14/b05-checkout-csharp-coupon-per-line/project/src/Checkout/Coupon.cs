namespace Tsumugi.Checkout;

public enum CouponKind
{
    FixedAmount,
    Percent,
}

public sealed record Coupon(string Code, CouponKind Kind, decimal Value, decimal MinimumSubtotal = 0m)
{
    public static Coupon Fixed(string code, decimal yen, decimal minimum = 0m) =>
        new(code, CouponKind.FixedAmount, yen, minimum);

    public static Coupon Percent(string code, decimal percent, decimal minimum = 0m) =>
        percent is <= 0m or > 100m
            ? throw new ArgumentOutOfRangeException(nameof(percent))
            : new(code, CouponKind.Percent, percent, minimum);

    /// <summary>The discount this coupon gives on <paramref name="amount"/>, never more than the amount.</summary>
    public decimal DiscountFor(decimal amount)
    {
        if (amount <= 0m)
        {
            return 0m;
        }
        var discount = Kind switch
        {
            CouponKind.FixedAmount => Value,
            CouponKind.Percent => Math.Floor(amount * Value / 100m),
            _ => throw new ArgumentOutOfRangeException(nameof(Kind)),
        };
        return Math.Min(discount, amount);
    }

    public bool IsApplicable(decimal subtotal) => subtotal >= MinimumSubtotal;
}
