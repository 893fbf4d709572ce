using Microsoft.EntityFrameworkCore;

namespace Warehouse.Api.Data;

public sealed class WarehouseDbContext(DbContextOptions<WarehouseDbContext> options) : DbContext(options)
{
    public DbSet<Batch> Batches => Set<Batch>();

    protected override void OnModelCreating(ModelBuilder model)
    {
        model.Entity<Batch>(b =>
        {
            b.ToTable("batches");
            b.Property(x => x.Sku).HasMaxLength(32);
            b.Property(x => x.Location).HasMaxLength(16);
            b.HasIndex(x => x.Sku);
            b.HasIndex(x => new { x.Sku, x.ExpiresOn });
        });
    }
}
