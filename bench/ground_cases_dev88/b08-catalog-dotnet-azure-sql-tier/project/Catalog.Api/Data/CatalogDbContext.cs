using Catalog.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Catalog.Api.Data;

public class CatalogDbContext(DbContextOptions<CatalogDbContext> options) : DbContext(options)
{
    public DbSet<Product> Products => Set<Product>();
    public DbSet<Category> Categories => Set<Category>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Product>().HasIndex(p => new { p.CategoryId, p.Price });
        b.Entity<Product>().Property(p => p.Price).HasPrecision(12, 0);
        b.Entity<Category>().HasMany(c => c.Products).WithOne().HasForeignKey(p => p.CategoryId);
    }
}
