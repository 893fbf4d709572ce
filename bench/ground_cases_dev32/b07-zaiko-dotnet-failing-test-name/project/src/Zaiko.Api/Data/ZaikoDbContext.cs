using Microsoft.EntityFrameworkCore;
using Zaiko.Api.Domain;

namespace Zaiko.Api.Data;

public class ZaikoDbContext(DbContextOptions<ZaikoDbContext> options) : DbContext(options)
{
    public DbSet<StockItem> Items => Set<StockItem>();

    protected override void OnModelCreating(ModelBuilder modelBuilder)
    {
        modelBuilder.Entity<StockItem>(e =>
        {
            e.ToTable("stock_items");
            e.HasIndex(i => i.Sku).IsUnique();
            e.Property(i => i.Sku).HasMaxLength(32);
            e.Property(i => i.Name).HasMaxLength(120);
            e.Property(i => i.Version).IsRowVersion();
        });
    }
}
