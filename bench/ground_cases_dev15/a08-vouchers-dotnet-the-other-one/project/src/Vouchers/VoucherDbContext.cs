using Microsoft.EntityFrameworkCore;

namespace Tixly.Vouchers;

public class VoucherDbContext : DbContext
{
    public VoucherDbContext(DbContextOptions<VoucherDbContext> options) : base(options)
    {
    }

    public DbSet<Voucher> Vouchers => Set<Voucher>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Voucher>(e =>
        {
            e.ToTable("vouchers");
            e.HasKey(v => v.Id);
            e.HasIndex(v => v.Code).IsUnique();
            e.HasIndex(v => v.CampaignId);
            e.Property(v => v.Code).HasMaxLength(32).IsRequired();
            e.Property(v => v.Currency).HasMaxLength(3).IsFixedLength();
            e.Property(v => v.Amount).HasPrecision(10, 2);
            e.Property(v => v.Status).HasConversion<string>().HasMaxLength(16);
        });
    }
}
