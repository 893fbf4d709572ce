namespace Billing.Outbox;

public sealed class OutboxOptions
{
    public const string Section = "Outbox";

    /// <summary>How long the dispatcher sleeps when a batch came back empty.</summary>
    public TimeSpan IdleDelay { get; set; } = TimeSpan.FromSeconds(2);
}
