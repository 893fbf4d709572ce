using Microsoft.EntityFrameworkCore;

namespace PaymentsApi.Data;

public enum PaymentStatus { Pending, Paid, PartiallyRefunded, Refunded }

public sealed class Payment
{
    public long Id { get; set; }
    public string OrderId { get; set; } = "";
    public string? IntentId { get; set; }
    public long AmountCents { get; set; }
    public long RefundedCents { get; set; }
    public PaymentStatus Status { get; set; }
    public DateTimeOffset? PaidAt { get; set; }
}

public sealed class ProcessedWebhookEvent
{
    public string EventId { get; set; } = "";
    public string Type { get; set; } = "";
    public DateTimeOffset ProcessedAt { get; set; }
}

public sealed class PaymentsDb(DbContextOptions<PaymentsDb> options) : DbContext(options)
{
    public DbSet<Payment> Payments => Set<Payment>();
    public DbSet<ProcessedWebhookEvent> ProcessedWebhookEvents => Set<ProcessedWebhookEvent>();

    protected override void OnModelCreating(ModelBuilder model)
    {
        model.Entity<Payment>(e =>
        {
            e.HasIndex(p => p.OrderId).IsUnique();
            e.HasIndex(p => p.IntentId);
            e.Property(p => p.Status).HasConversion<string>();
        });
        model.Entity<ProcessedWebhookEvent>(e =>
        {
            e.HasKey(x => x.EventId);
            e.Property(x => x.EventId).HasMaxLength(64);
        });
    }
}
