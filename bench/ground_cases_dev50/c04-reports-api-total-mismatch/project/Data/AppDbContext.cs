using Microsoft.EntityFrameworkCore;
using ReportsApi.Models;

namespace ReportsApi.Data;

public class AppDbContext : DbContext
{
    public AppDbContext(DbContextOptions<AppDbContext> options) : base(options) { }

    public DbSet<Order> Orders => Set<Order>();
    public DbSet<OrderLine> OrderLines => Set<OrderLine>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Order>().ToTable("orders");
        b.Entity<Order>().HasMany(o => o.Lines).WithOne().HasForeignKey(l => l.OrderId);
        b.Entity<Order>().Property(o => o.Status).HasConversion<string>();
        b.Entity<OrderLine>().ToTable("order_lines");
        b.Entity<OrderLine>().Property(l => l.UnitPrice).HasPrecision(12, 2);
        b.Entity<OrderLine>().Property(l => l.DiscountRate).HasPrecision(5, 4);
    }
}
