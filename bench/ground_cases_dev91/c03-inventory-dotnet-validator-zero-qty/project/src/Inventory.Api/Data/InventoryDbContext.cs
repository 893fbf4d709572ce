using Inventory.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Inventory.Api.Data;

public class InventoryDbContext : DbContext
{
    public InventoryDbContext(DbContextOptions<InventoryDbContext> options) : base(options) { }

    public DbSet<Warehouse> Warehouses => Set<Warehouse>();
    public DbSet<StockItem> StockItems => Set<StockItem>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Warehouse>(e =>
        {
            e.HasIndex(w => w.Code).IsUnique();
            e.Property(w => w.Code).HasMaxLength(16);
            e.HasMany(w => w.Items).WithOne().HasForeignKey(i => i.WarehouseId);
        });
        b.Entity<StockItem>(e =>
        {
            e.HasIndex(i => new { i.WarehouseId, i.Sku }).IsUnique();
            e.Property(i => i.Sku).HasMaxLength(64);
        });
    }
}
