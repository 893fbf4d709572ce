using Microsoft.EntityFrameworkCore;
using Warehouse.Api.Models;

namespace Warehouse.Api.Data;

public class WarehouseDbContext(DbContextOptions<WarehouseDbContext> options) : DbContext(options)
{
    public DbSet<StockItem> Items => Set<StockItem>();
    public DbSet<StockMovement> Movements => Set<StockMovement>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<StockItem>(e =>
        {
            e.ToTable("stock_items");
            e.HasIndex(i => i.Sku).IsUnique();
            e.Ignore(i => i.Available);
            e.ToTable(t => t.HasCheckConstraint("ck_reserved_le_onhand", "\"Reserved\" <= \"OnHand\""));
        });

        b.Entity<StockMovement>(e =>
        {
            e.ToTable("stock_movements");
            e.HasIndex(m => new { m.Sku, m.At });
        });
    }
}
