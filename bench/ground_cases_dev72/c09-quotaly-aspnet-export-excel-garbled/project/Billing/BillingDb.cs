using Microsoft.EntityFrameworkCore;

namespace Quotaly.Admin.Billing;

public class BillingDb(DbContextOptions<BillingDb> options) : DbContext(options)
{
    public DbSet<Invoice> Invoices => Set<Invoice>();
    public DbSet<CreditNote> CreditNotes => Set<CreditNote>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Invoice>().ToTable("invoices");
        b.Entity<CreditNote>().ToTable("credit_notes");
        b.Entity<Invoice>().Property(i => i.Total).HasPrecision(12, 2);
        b.Entity<CreditNote>().Property(c => c.Amount).HasPrecision(12, 2);
    }
}
