namespace Billing;

public enum PaymentStatus
{
    Captured,
    PartiallyRefunded,
    Refunded,
}

public sealed class Payment
{
    public required string Id { get; init; }
    public required string Currency { get; init; }
    public decimal Amount { get; init; }
    public decimal RefundedAmount { get; private set; }
    public PaymentStatus Status { get; private set; } = PaymentStatus.Captured;
    public DateTimeOffset CapturedAt { get; init; }

    public void RecordRefund(decimal amount)
    {
        RefundedAmount += amount;
        Status = RefundedAmount >= Amount ? PaymentStatus.Refunded : PaymentStatus.PartiallyRefunded;
    }
}

public sealed record Refund(string PaymentId, decimal Amount, DateTimeOffset At, string GatewayRef);
