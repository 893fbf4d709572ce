namespace Hexin.Billing.Worker;

public sealed class RabbitOptions
{
    public string Uri { get; set; } = "amqp://guest:guest@localhost:5672/";
    public string Queue { get; set; } = "invoice.issue";
    public ushort Prefetch { get; set; } = 10;
}
