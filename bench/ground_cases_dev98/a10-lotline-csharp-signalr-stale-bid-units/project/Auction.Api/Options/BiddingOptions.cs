namespace Auction.Api.Options;

/// <summary>Rules for accepting bids, bound from the "Bidding" section.</summary>
public sealed class BiddingOptions
{
    public const string Section = "Bidding";

    /// <summary>
    /// A bid is rejected with E_STALE_BID when the price it was placed on (the
    /// PriceUpdatedAt the client echoes back) is older than this many seconds.
    /// </summary>
    public int StaleAfterSeconds { get; set; } = 30;

    /// <summary>Minimum raise over the current price, in minor units (cents).</summary>
    public long MinIncrementMinor { get; set; } = 100;

    /// <summary>
    /// A bid in the last N seconds moves the closing time to now + N ("anti-sniping").
    /// </summary>
    public int AntiSnipeSeconds { get; set; } = 30;

    public void Validate()
    {
        if (StaleAfterSeconds <= 0)
            throw new InvalidOperationException("Bidding:StaleAfterSeconds must be positive");
        if (MinIncrementMinor <= 0)
            throw new InvalidOperationException("Bidding:MinIncrementMinor must be positive");
        if (AntiSnipeSeconds < 0)
            throw new InvalidOperationException("Bidding:AntiSnipeSeconds cannot be negative");
    }
}
