using Microsoft.EntityFrameworkCore;

namespace Inventory.Api.Data;

public class AppDbContext : DbContext
{
    public AppDbContext(DbContextOptions<AppDbContext> options) : base(options)
    {
    }

    public DbSet<StockItem> StockItems => Set<StockItem>();

    public DbSet<Reservation> Reservations => Set<Reservation>();

    protected override void OnModelCreating(ModelBuilder modelBuilder)
    {
        modelBuilder.Entity<StockItem>(e =>
        {
            e.ToTable("stock_items");
            e.HasIndex(s => new { s.Sku, s.Warehouse }).IsUnique();
            e.Property(s => s.Sku).HasMaxLength(64).IsRequired();
            e.Property(s => s.Warehouse).HasMaxLength(16).IsRequired();
        });

        modelBuilder.Entity<Reservation>(e =>
        {
            e.ToTable("reservations");
            e.HasIndex(r => r.OrderId);
            e.Property(r => r.OrderId).HasMaxLength(64).IsRequired();
            e.Property(r => r.Sku).HasMaxLength(64).IsRequired();
        });
    }
}
