using Shop.Api.Domain;

namespace Shop.Api.Services;

public interface IDiscountService
{
    DiscountResult Apply(Cart cart, Coupon? coupon);
}

public sealed record DiscountResult(decimal Subtotal, decimal Discount, decimal Total, string? CouponCode);

public sealed class DiscountService : IDiscountService
{
    private readonly ICouponValidator _validator;

    public DiscountService(ICouponValidator validator)
    {
        _validator = validator;
    }

    public DiscountResult Apply(Cart cart, Coupon? coupon)
    {
        var subtotal = cart.Subtotal;
        if (coupon is null || !_validator.IsUsable(coupon, cart))
        {
            return new DiscountResult(subtotal, 0m, subtotal, null);
        }

        var discount = coupon.Kind switch
        {
            CouponKind.Percent => PercentOff(subtotal, coupon.Value),
            CouponKind.Fixed => Math.Min(coupon.Value, subtotal),
            _ => throw new ArgumentOutOfRangeException(nameof(coupon), coupon.Kind, "unknown coupon kind"),
        };

        return new DiscountResult(subtotal, discount, subtotal - discount, coupon.Code);
    }

    private static decimal PercentOff(decimal subtotal, decimal percent)
    {
        var raw = subtotal * percent / 100m;
        return Math.Round(raw, 2);
    }
}
