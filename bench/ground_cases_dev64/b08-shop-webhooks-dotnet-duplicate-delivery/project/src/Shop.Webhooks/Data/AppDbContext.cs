using Microsoft.EntityFrameworkCore;

namespace Shop.Webhooks.Data;

public class ProcessedEvent
{
    public string EventId { get; set; } = "";
    public string Type { get; set; } = "";
    public DateTimeOffset ProcessedAt { get; set; }
}

public class Order
{
    public long Id { get; set; }
    public string Email { get; set; } = "";
    public string Status { get; set; } = "pending";
    public string? PaymentIntentId { get; set; }
}

public class AppDbContext(DbContextOptions<AppDbContext> options) : DbContext(options)
{
    public DbSet<ProcessedEvent> ProcessedEvents => Set<ProcessedEvent>();
    public DbSet<Order> Orders => Set<Order>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<ProcessedEvent>().HasKey(e => e.EventId);
        b.Entity<ProcessedEvent>().Property(e => e.EventId).HasMaxLength(255);
        b.Entity<Order>().HasIndex(o => o.PaymentIntentId);
    }
}
