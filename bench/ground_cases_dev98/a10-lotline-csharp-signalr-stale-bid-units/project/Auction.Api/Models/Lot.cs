namespace Auction.Api.Models;

public enum LotStatus
{
    Scheduled,
    Open,
    Closed,
}

/// <summary>Mutable state of a lot; only touched inside LotStore.Update's lock.</summary>
public sealed class Lot
{
    public required string Id { get; init; }
    public required string Title { get; init; }
    public required string Currency { get; init; }
    public long CurrentPriceMinor { get; set; }
    public string? LeadingBidderId { get; set; }
    public LotStatus Status { get; set; }
    public DateTimeOffset ClosesAt { get; set; }
    public DateTimeOffset PriceUpdatedAt { get; set; }
    public int BidCount { get; set; }
    public long Version { get; set; }

    public LotSnapshot ToSnapshot() =>
        new(Id, Title, Currency, CurrentPriceMinor, LeadingBidderId, Status, ClosesAt, PriceUpdatedAt, BidCount, Version);
}

/// <summary>What clients see; sent on join and after every accepted bid.</summary>
public sealed record LotSnapshot(
    string Id,
    string Title,
    string Currency,
    long CurrentPriceMinor,
    string? LeadingBidderId,
    LotStatus Status,
    DateTimeOffset ClosesAt,
    DateTimeOffset PriceUpdatedAt,
    int BidCount,
    long Version);

public sealed record PlaceBid(string LotId, string BidderId, long AmountMinor, DateTimeOffset PriceSeenAt);

public sealed record BidResult(bool Accepted, string? ErrorCode, string? Message, LotSnapshot? Lot)
{
    public static BidResult Ok(LotSnapshot lot) => new(true, null, null, lot);

    public static BidResult Rejected(string code, string message) => new(false, code, message, null);
}
