using Microsoft.EntityFrameworkCore;

namespace Shop.Api.Data;

public class Customer
{
    public int Id { get; set; }
    public string Name { get; set; } = "";
    public string Phone { get; set; } = "";
    public DateTime CreatedAt { get; set; }
    public List<Order> Orders { get; set; } = new();
}

public class Order
{
    public int Id { get; set; }
    public string Number { get; set; } = "";
    public int CustomerId { get; set; }
    public Customer? Customer { get; set; }
    public decimal Total { get; set; }
    public string Status { get; set; } = "pending";
    public DateTime CreatedAt { get; set; }
}

public class ShopDbContext(DbContextOptions<ShopDbContext> options) : DbContext(options)
{
    public DbSet<Customer> Customers => Set<Customer>();
    public DbSet<Order> Orders => Set<Order>();

    protected override void OnModelCreating(ModelBuilder model)
    {
        model.Entity<Order>().HasIndex(o => o.Number).IsUnique();
        model.Entity<Order>().HasIndex(o => new { o.CustomerId, o.CreatedAt });
        model.Entity<Order>().Property(o => o.Total).HasPrecision(12, 2);
        model.Entity<Customer>().HasIndex(c => c.Phone);
    }
}
