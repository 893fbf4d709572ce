using Microsoft.EntityFrameworkCore;

namespace Reporting.Api.Data;

public sealed class Customer
{
    public int Id { get; set; }
    public string Name { get; set; } = "";
    public string Country { get; set; } = "DE";
    public List<Order> Orders { get; set; } = new();
}

public sealed class Order
{
    public long Id { get; set; }
    public int CustomerId { get; set; }
    public Customer? Customer { get; set; }
    public DateTime PlacedAt { get; set; }
    public decimal Total { get; set; }
}

public sealed class ReportingDbContext : DbContext
{
    public ReportingDbContext(DbContextOptions<ReportingDbContext> options) : base(options)
    {
    }

    public DbSet<Customer> Customers => Set<Customer>();
    public DbSet<Order> Orders => Set<Order>();

    protected override void OnModelCreating(ModelBuilder model)
    {
        model.Entity<Order>().HasIndex(o => new { o.CustomerId, o.PlacedAt });
        model.Entity<Order>().Property(o => o.Total).HasPrecision(12, 2);
    }
}
