using Microsoft.EntityFrameworkCore;

namespace Shop.Api.Data;

public class ShopDbContext(DbContextOptions<ShopDbContext> options) : DbContext(options)
{
    public DbSet<Order> Orders => Set<Order>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Order>(e =>
        {
            e.Property(o => o.Number).HasMaxLength(20);
            e.Property(o => o.Total).HasPrecision(12, 2);
            e.HasIndex(o => new { o.CustomerId, o.CreatedAt });
        });
    }
}
