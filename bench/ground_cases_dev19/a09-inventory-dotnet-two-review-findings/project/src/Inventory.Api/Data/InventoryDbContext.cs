using Inventory.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Inventory.Api.Data;

public class InventoryDbContext : DbContext
{
    public InventoryDbContext(DbContextOptions<InventoryDbContext> options) : base(options)
    {
    }

    public DbSet<StockItem> StockItems => Set<StockItem>();

    protected override void OnModelCreating(ModelBuilder modelBuilder)
    {
        modelBuilder.Entity<StockItem>(e =>
        {
            e.ToTable("stock_items");
            e.HasKey(s => s.Id);
            e.HasIndex(s => s.Sku).IsUnique();
            e.Property(s => s.Sku).HasMaxLength(64);
            e.Property(s => s.OnHand).IsRequired();
            e.Property(s => s.Reserved).IsRequired();
        });
    }
}
