namespace Shop.Api.Pricing;

public sealed record Coupon(
    string Code,
    decimal? PercentOff,
    decimal? AmountOff,
    DateOnly ExpiresOn,
    int RemainingUses);

public interface ICouponStore
{
    Coupon? Find(string code);
    void Consume(string code);
}

public sealed class InMemoryCouponStore : ICouponStore
{
    private readonly Dictionary<string, Coupon> _coupons = new(StringComparer.OrdinalIgnoreCase);

    public InMemoryCouponStore(IEnumerable<Coupon> seed)
    {
        foreach (var c in seed) _coupons[c.Code] = c;
    }

    public Coupon? Find(string code) => _coupons.GetValueOrDefault(code);

    public void Consume(string code)
    {
        if (_coupons.TryGetValue(code, out var c))
        {
            _coupons[code] = c with { RemainingUses = c.RemainingUses - 1 };
        }
    }
}
