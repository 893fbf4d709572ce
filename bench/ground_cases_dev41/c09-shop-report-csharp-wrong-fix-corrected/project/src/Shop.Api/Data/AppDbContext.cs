using Microsoft.EntityFrameworkCore;

namespace Shop.Api.Data;

public class AppDbContext : DbContext
{
    public AppDbContext(DbContextOptions<AppDbContext> options) : base(options)
    {
    }

    public DbSet<Order> Orders => Set<Order>();
    public DbSet<Store> Stores => Set<Store>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Order>(e =>
        {
            e.ToTable("orders");
            e.HasIndex(o => o.Number).IsUnique();
            e.HasIndex(o => new { o.StoreId, o.CreatedAt });
            e.Property(o => o.Number).HasMaxLength(32);
            e.Property(o => o.Amount).HasPrecision(12, 2);
            e.Property(o => o.Discount).HasPrecision(12, 2);
            e.Property(o => o.Status).HasConversion<string>().HasMaxLength(16);
            e.Property(o => o.CreatedAt).HasColumnType("timestamp with time zone");
        });
        b.Entity<Store>(e =>
        {
            e.ToTable("stores");
            e.Property(s => s.Name).HasMaxLength(64);
        });
    }
}
