namespace Billing.Outbox;

public enum OutboxStatus
{
    Pending = 0,
    Processing = 1,
    Sent = 2,
    Dead = 3,
}

/// <summary>
/// A domain event written in the same transaction as the change that caused it,
/// published to RabbitMQ later by <see cref="OutboxDispatcher"/>.
/// </summary>
public class OutboxMessage
{
    public long Id { get; set; }

    public required string Type { get; set; }

    public required string Payload { get; set; }

    public OutboxStatus Status { get; set; } = OutboxStatus.Pending;

    public int Attempts { get; set; }

    public string? LastError { get; set; }

    public DateTimeOffset CreatedAt { get; set; }

    public DateTimeOffset? LockedUntil { get; set; }

    public DateTimeOffset? SentAt { get; set; }
}
