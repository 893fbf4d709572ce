namespace Catalog.Api.Services;

public enum MemberTier
{
    Regular,
    Silver,
    Gold,
}

public static class DiscountRules
{
    /// <summary>Percent off the list price for a member tier.</summary>
    public static decimal TierDiscountPercent(MemberTier tier) => tier switch
    {
        MemberTier.Silver => 5m,
        MemberTier.Gold => 12m,
        _ => 0m,
    };

    /// <summary>Prices are shown in yuan with two decimals, rounded half away from zero.</summary>
    public static decimal Round(decimal amount) =>
        Math.Round(amount, 2, MidpointRounding.AwayFromZero);

    public static decimal Apply(decimal listPrice, MemberTier tier)
    {
        var percent = TierDiscountPercent(tier);
        if (percent <= 0m)
        {
            return Round(listPrice);
        }
        return Round(listPrice * (100m - percent) / 100m);
    }
}
