namespace Billing.Api.Data;

public enum TransactionKind
{
    Payment,
    Refund,
    Fee,
    Adjustment,
}

public sealed class Transaction
{
    public long Id { get; set; }

    public Guid MerchantId { get; set; }

    public TransactionKind Kind { get; set; }

    /// <summary>Amount in fen (1/100 CNY); refunds and fees are negative.</summary>
    public long AmountFen { get; set; }

    public string OrderNo { get; set; } = "";

    public string? Channel { get; set; }

    /// <summary>Stored as timestamptz, always UTC.</summary>
    public DateTime CreatedAt { get; set; }

    /// <summary>Set by the nightly import for channel settlements (many rows share one timestamp).</summary>
    public string? ImportBatch { get; set; }
}
