using Huiyun.ReconReport.Models;
using Microsoft.EntityFrameworkCore;

namespace Huiyun.ReconReport.Data;

public class AppDbContext : DbContext
{
    public AppDbContext(DbContextOptions<AppDbContext> options) : base(options)
    {
    }

    public DbSet<Settlement> Settlements => Set<Settlement>();
    public DbSet<Merchant> Merchants => Set<Merchant>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Merchant>(e =>
        {
            e.ToTable("merchant");
            e.HasIndex(m => m.Code).IsUnique();
        });
        b.Entity<Settlement>(e =>
        {
            e.ToTable("settlement");
            e.HasIndex(s => s.TradeNo).IsUnique();
            e.HasIndex(s => s.PaidAt);
            e.Property(s => s.Amount).HasPrecision(18, 2);
            e.Property(s => s.Fee).HasPrecision(18, 2);
            e.HasOne(s => s.Merchant).WithMany().HasForeignKey(s => s.MerchantId);
        });
    }
}
