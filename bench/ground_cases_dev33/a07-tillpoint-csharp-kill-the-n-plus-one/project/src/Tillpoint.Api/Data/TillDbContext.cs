using Microsoft.EntityFrameworkCore;
using Tillpoint.Api.Models;

namespace Tillpoint.Api.Data;

public sealed class TillDbContext : DbContext
{
    public TillDbContext(DbContextOptions<TillDbContext> options) : base(options) { }

    public DbSet<Store> Stores => Set<Store>();
    public DbSet<Customer> Customers => Set<Customer>();
    public DbSet<Order> Orders => Set<Order>();
    public DbSet<OrderLine> OrderLines => Set<OrderLine>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Order>(e =>
        {
            e.HasIndex(o => new { o.StoreId, o.CreatedAt });
            e.Property(o => o.Total).HasPrecision(12, 2);
            e.HasOne(o => o.Customer).WithMany(c => c.Orders).HasForeignKey(o => o.CustomerId);
            e.HasMany(o => o.Lines).WithOne(l => l.Order).HasForeignKey(l => l.OrderId);
        });
        b.Entity<OrderLine>(e => e.Property(l => l.UnitPrice).HasPrecision(12, 2));
        b.Entity<Customer>(e => e.HasIndex(c => c.Email).IsUnique());
    }
}
