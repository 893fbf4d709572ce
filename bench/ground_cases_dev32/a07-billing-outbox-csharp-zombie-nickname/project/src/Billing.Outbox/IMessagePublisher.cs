namespace Billing.Outbox;

public interface IMessagePublisher
{
    Task PublishAsync(string type, string payload, CancellationToken ct);
}
