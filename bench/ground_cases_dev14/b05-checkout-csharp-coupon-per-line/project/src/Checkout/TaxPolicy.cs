namespace Tsumugi.Checkout;

/// <summary>Japanese consumption tax: 10% standard, 8% reduced rate for food and drink.</summary>
public sealed class TaxPolicy
{
    public const decimal StandardRate = 0.10m;
    public const decimal ReducedRate = 0.08m;

    private readonly MidpointRounding _rounding;

    public TaxPolicy(MidpointRounding rounding = MidpointRounding.ToZero)
    {
        _rounding = rounding;
    }

    public decimal RateFor(bool reduced) => reduced ? ReducedRate : StandardRate;

    /// <summary>Tax on a tax-exclusive amount, rounded to whole yen (truncated by default).</summary>
    public decimal TaxOn(decimal amount, bool reduced)
    {
        if (amount <= 0m)
        {
            return 0m;
        }
        return Math.Round(amount * RateFor(reduced), 0, _rounding);
    }

    /// <summary>The tax-inclusive price shown on shelf labels.</summary>
    public decimal Inclusive(decimal amount, bool reduced) => amount + TaxOn(amount, reduced);

    public override string ToString() => $"TaxPolicy(standard={StandardRate:P0}, reduced={ReducedRate:P0}, {_rounding})";
}
