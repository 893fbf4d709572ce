using Microsoft.EntityFrameworkCore;

namespace Billing.Outbox;

public class OutboxDbContext : DbContext
{
    public OutboxDbContext(DbContextOptions<OutboxDbContext> options) : base(options)
    {
    }

    public DbSet<OutboxMessage> OutboxMessages => Set<OutboxMessage>();

    protected override void OnModelCreating(ModelBuilder model)
    {
        model.Entity<OutboxMessage>(e =>
        {
            e.ToTable("outbox_messages");
            e.HasKey(m => m.Id);
            e.Property(m => m.Type).HasMaxLength(200).IsRequired();
            e.Property(m => m.Payload).HasColumnType("jsonb").IsRequired();
            e.Property(m => m.Status).HasConversion<int>();
            e.Property(m => m.LastError).HasMaxLength(2000);
            e.HasIndex(m => new { m.Status, m.CreatedAt });
        });
    }
}
