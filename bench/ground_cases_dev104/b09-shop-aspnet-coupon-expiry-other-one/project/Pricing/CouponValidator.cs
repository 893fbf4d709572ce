namespace Shop.Api.Pricing;

public enum CouponProblem
{
    None,
    Unknown,
    Expired,
    UsedUp,
}

public sealed class CouponValidator
{
    private static readonly TimeSpan Jst = TimeSpan.FromHours(9);
    private readonly ICouponStore _store;
    private readonly TimeProvider _time;

    public CouponValidator(ICouponStore store, TimeProvider time)
    {
        _store = store;
        _time = time;
    }

    public (Coupon? Coupon, CouponProblem Problem) Check(string code)
    {
        var coupon = _store.Find(code);
        if (coupon is null) return (null, CouponProblem.Unknown);
        if (coupon.RemainingUses <= 0) return (coupon, CouponProblem.UsedUp);

        var today = DateOnly.FromDateTime(_time.GetUtcNow().ToOffset(Jst).DateTime);
        if (!(coupon.ExpiresOn > today)) return (coupon, CouponProblem.Expired);

        return (coupon, CouponProblem.None);
    }
}
