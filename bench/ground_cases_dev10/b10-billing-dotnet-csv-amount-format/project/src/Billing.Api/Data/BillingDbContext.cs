using Billing.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Billing.Api.Data;

public class BillingDbContext(DbContextOptions<BillingDbContext> options) : DbContext(options)
{
    public DbSet<Order> Orders => Set<Order>();

    protected override void OnModelCreating(ModelBuilder modelBuilder)
    {
        modelBuilder.Entity<Order>(e =>
        {
            e.ToTable("orders");
            e.Property(o => o.CustomerName).HasMaxLength(200).IsRequired();
            e.Property(o => o.Amount).HasPrecision(12, 0);
            e.Property(o => o.Status).HasConversion<string>().HasMaxLength(16);
            e.HasIndex(o => o.OrderedAt);
        });
    }
}
