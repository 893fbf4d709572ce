using Microsoft.EntityFrameworkCore;
using ReportsApi.Models;

namespace ReportsApi.Data;

public class AppDbContext : DbContext
{
    public AppDbContext(DbContextOptions<AppDbContext> options) : base(options) { }

    public DbSet<Customer> Customers => Set<Customer>();
    public DbSet<Order> Orders => Set<Order>();
    public DbSet<OrderLine> OrderLines => Set<OrderLine>();

    protected override void OnModelCreating(ModelBuilder modelBuilder)
    {
        modelBuilder.Entity<Customer>(e =>
        {
            e.ToTable("customers");
            e.Property(c => c.Name).HasMaxLength(120);
        });

        modelBuilder.Entity<Order>(e =>
        {
            e.ToTable("orders");
            e.Property(o => o.Total).HasPrecision(12, 2);
            e.Property(o => o.Status).HasMaxLength(20);
            e.HasIndex(o => o.CreatedAt);
            e.HasOne(o => o.Customer).WithMany(c => c.Orders).HasForeignKey(o => o.CustomerId);
        });

        modelBuilder.Entity<OrderLine>(e =>
        {
            e.ToTable("order_lines");
            e.Property(l => l.UnitPrice).HasPrecision(12, 2);
            e.HasIndex(l => l.OrderId);
        });
    }
}
