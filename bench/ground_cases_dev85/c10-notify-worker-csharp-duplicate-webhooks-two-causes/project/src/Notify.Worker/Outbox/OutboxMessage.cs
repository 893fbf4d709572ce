namespace Notify.Worker.Outbox;

public sealed record OutboxMessage(
    long Id,
    Guid EventId,
    string EventType,
    string Payload,
    string EndpointUrl,
    string EndpointSecret,
    int Attempts,
    DateTimeOffset CreatedAt);

public sealed class OutboxOptions
{
    public int PollIntervalMs { get; set; } = 1000;
    public int BatchSize { get; set; } = 50;
}
