using Microsoft.EntityFrameworkCore;

namespace Hexin.Billing.Worker.Data;

public sealed class Invoice
{
    public long Id { get; set; }
    public string OrderNo { get; set; } = "";
    public string InvoiceNo { get; set; } = "";
    public string InvoiceCode { get; set; } = "";
    public decimal Amount { get; set; }
    public string PdfUrl { get; set; } = "";
    public DateTime IssuedAt { get; set; }
    public bool RedFlushed { get; set; }
}

public sealed class BillingDbContext(DbContextOptions<BillingDbContext> options) : DbContext(options)
{
    public DbSet<Invoice> Invoices => Set<Invoice>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Invoice>(e =>
        {
            e.ToTable("invoices");
            e.HasKey(i => i.Id);
            e.Property(i => i.OrderNo).HasMaxLength(32).IsRequired();
            e.Property(i => i.InvoiceNo).HasMaxLength(20).IsRequired();
            e.Property(i => i.InvoiceCode).HasMaxLength(20);
            e.Property(i => i.Amount).HasPrecision(12, 2);
            e.Property(i => i.PdfUrl).HasMaxLength(512);
            e.HasIndex(i => i.OrderNo);
            e.HasIndex(i => i.IssuedAt);
        });
    }
}
