using Hexa.Warehouse.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Hexa.Warehouse.Api.Data;

public class WarehouseDbContext(DbContextOptions<WarehouseDbContext> options) : DbContext(options)
{
    public DbSet<Order> Orders => Set<Order>();
    public DbSet<OrderLine> OrderLines => Set<OrderLine>();
    public DbSet<Customer> Customers => Set<Customer>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Order>(e =>
        {
            e.ToTable("orders");
            e.HasIndex(o => o.Number).IsUnique();
            e.HasIndex(o => o.CreatedAt);
            e.Property(o => o.Total).HasPrecision(14, 2);
            e.Property(o => o.Status).HasConversion<string>().HasMaxLength(16);
            e.HasOne(o => o.Customer).WithMany(c => c.Orders).HasForeignKey(o => o.CustomerId);
            e.HasMany(o => o.Lines).WithOne().HasForeignKey(l => l.OrderId);
        });
        b.Entity<OrderLine>(e =>
        {
            e.ToTable("order_lines");
            e.Property(l => l.UnitPrice).HasPrecision(14, 2);
        });
        b.Entity<Customer>(e =>
        {
            e.ToTable("customers");
            e.Property(c => c.Tier).HasConversion<string>().HasMaxLength(16);
        });
    }
}
