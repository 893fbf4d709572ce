using Billing.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Billing.Api.Data;

public class BillingDbContext : DbContext
{
    public BillingDbContext(DbContextOptions<BillingDbContext> options) : base(options) { }

    public DbSet<Invoice> Invoices => Set<Invoice>();

    protected override void OnModelCreating(ModelBuilder modelBuilder)
    {
        modelBuilder.Entity<Invoice>(e =>
        {
            e.ToTable("invoices");
            e.HasKey(i => i.Id);
            e.Property(i => i.Number).HasMaxLength(32).IsRequired();
            e.HasIndex(i => i.Number).IsUnique();
            e.Property(i => i.Amount).HasPrecision(12, 2);
            e.Property(i => i.Status).HasConversion<string>().HasMaxLength(16);
            e.HasQueryFilter(i => !i.IsDeleted);
        });
    }
}
