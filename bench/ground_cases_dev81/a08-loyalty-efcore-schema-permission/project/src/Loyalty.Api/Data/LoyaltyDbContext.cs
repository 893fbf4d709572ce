using Loyalty.Api.Data.Entities;
using Microsoft.EntityFrameworkCore;

namespace Loyalty.Api.Data;

public class LoyaltyDbContext(DbContextOptions<LoyaltyDbContext> options) : DbContext(options)
{
    public DbSet<Customer> Customers => Set<Customer>();
    public DbSet<LoyaltyLedgerEntry> LedgerEntries => Set<LoyaltyLedgerEntry>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Customer>(e =>
        {
            e.ToTable("customers");
            e.HasIndex(c => c.Email).IsUnique();
            e.Property(c => c.Email).HasMaxLength(254);
        });

        b.Entity<LoyaltyLedgerEntry>(e =>
        {
            e.ToTable("loyalty_ledger");
            e.Property(x => x.Reason).HasMaxLength(200);
            e.Property(x => x.Amount).HasPrecision(12, 2);
            e.HasIndex(x => new { x.CustomerId, x.CreatedAt });
            e.HasOne(x => x.Customer).WithMany().HasForeignKey(x => x.CustomerId);
        });
    }
}
