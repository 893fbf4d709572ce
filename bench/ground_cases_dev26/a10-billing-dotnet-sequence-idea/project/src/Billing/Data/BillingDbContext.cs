using Billing.Models;
using Microsoft.EntityFrameworkCore;

namespace Billing.Data;

public sealed class BillingDbContext(DbContextOptions<BillingDbContext> options) : DbContext(options)
{
    public DbSet<Invoice> Invoices => Set<Invoice>();
    public DbSet<Customer> Customers => Set<Customer>();

    protected override void OnModelCreating(ModelBuilder model)
    {
        model.HasDefaultSchema("billing");

        model.Entity<Invoice>(e =>
        {
            e.HasKey(i => i.Id);
            e.Property(i => i.Number).HasMaxLength(20).IsRequired();
            e.HasIndex(i => new { i.Year, i.Sequence });
            e.Property(i => i.Total).HasPrecision(12, 2);
            e.HasMany(i => i.Lines).WithOne().HasForeignKey(l => l.InvoiceId);
        });

        model.Entity<InvoiceLine>(e =>
        {
            e.HasKey(l => l.Id);
            e.Property(l => l.UnitPrice).HasPrecision(12, 2);
            e.Property(l => l.Description).HasMaxLength(200);
        });

        model.HasSequence<int>("InvoiceNumbers").StartsAt(1).IncrementsBy(1);
    }
}
