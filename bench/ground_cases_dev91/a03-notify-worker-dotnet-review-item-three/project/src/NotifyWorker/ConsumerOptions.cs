namespace NotifyWorker;

public sealed class ConsumerOptions
{
    public string HostName { get; set; } = "localhost";
    public string Queue { get; set; } = "order-events";
    public string DeadLetterExchange { get; set; } = "order-events.dlx";
    public ushort Prefetch { get; set; } = 1;
    public int MaxAttempts { get; set; } = 5;
}
