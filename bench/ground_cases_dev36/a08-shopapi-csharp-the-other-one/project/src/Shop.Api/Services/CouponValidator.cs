using Shop.Api.Domain;

namespace Shop.Api.Services;

public interface ICouponValidator
{
    bool IsUsable(Coupon coupon, Cart cart);
}

public sealed class CouponValidator : ICouponValidator
{
    private const int MaxStacked = 2;

    private readonly ILogger<CouponValidator> _log;

    public CouponValidator(ILogger<CouponValidator> log)
    {
        _log = log;
    }

    public bool IsUsable(Coupon coupon, Cart cart)
    {
        if (!coupon.Active)
        {
            return false;
        }

        if (coupon.ExpiresAt is { } expires && DateTime.UtcNow > expires)
        {
            _log.LogInformation("Coupon {Code} expired at {Expires}", coupon.Code, expires);
            return false;
        }

        if (coupon.MinSubtotal is { } min && cart.Subtotal < min)
        {
            return false;
        }

        if (cart.AppliedCoupons.Count > 0 && !coupon.Stackable)
        {
            _log.LogInformation("Coupon {Code} is not stackable ({Count} already applied)", coupon.Code, cart.AppliedCoupons.Count);
            return false;
        }

        if (coupon.Stackable && cart.AppliedCoupons.Count >= MaxStacked)
        {
            return false;
        }

        return true;
    }
}
