using Microsoft.EntityFrameworkCore;
using Zaiko.Api.Models;

namespace Zaiko.Api.Data;

public class ZaikoDbContext(DbContextOptions<ZaikoDbContext> options) : DbContext(options)
{
    public DbSet<Stock> Stocks => Set<Stock>();
    public DbSet<StockHold> Holds => Set<StockHold>();

    protected override void OnModelCreating(ModelBuilder model)
    {
        model.Entity<Stock>(e =>
        {
            e.HasKey(s => s.Sku);
            e.Property(s => s.Sku).HasMaxLength(40);
            e.Property(s => s.Name).HasMaxLength(200);
            e.ToTable(t => t.HasCheckConstraint("CK_Stocks_Available", "[Available] >= 0"));
        });

        model.Entity<StockHold>(e =>
        {
            e.HasKey(h => h.Id);
            e.Property(h => h.Sku).HasMaxLength(40);
            e.Property(h => h.CartId).HasMaxLength(64);
            e.HasIndex(h => new { h.CartId, h.Sku }).IsUnique();
            e.HasIndex(h => h.ExpiresAt);
        });
    }
}
