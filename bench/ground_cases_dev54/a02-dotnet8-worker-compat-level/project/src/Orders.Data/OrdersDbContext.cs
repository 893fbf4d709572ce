using Contoso.Orders.Data.Entities;
using Microsoft.EntityFrameworkCore;

namespace Contoso.Orders.Data;

public class OrdersDbContext : DbContext
{
    public OrdersDbContext(DbContextOptions<OrdersDbContext> options) : base(options)
    {
    }

    public DbSet<Customer> Customers => Set<Customer>();
    public DbSet<OrderLine> OrderLines => Set<OrderLine>();
    public DbSet<Backorder> Backorders => Set<Backorder>();
    public DbSet<StockLevel> StockLevels => Set<StockLevel>();

    protected override void OnModelCreating(ModelBuilder modelBuilder)
    {
        modelBuilder.Entity<Customer>().ToTable("Customers");
        modelBuilder.Entity<OrderLine>(e =>
        {
            e.ToTable("OrderLines");
            e.Property(l => l.UnitPrice).HasColumnType("decimal(12,2)");
        });
        modelBuilder.Entity<Backorder>(e =>
        {
            e.ToTable("Backorders");
            e.Property(b => b.Status).HasConversion<int>();
        });
        modelBuilder.Entity<StockLevel>(e =>
        {
            e.ToTable("StockLevels");
            e.HasKey(s => new { s.WarehouseId, s.Sku });
        });
    }
}
