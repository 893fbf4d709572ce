using Microsoft.EntityFrameworkCore;

namespace Tally.Api.Data;

public enum OrderStatus { Open, Paid, Cancelled }

public class Order
{
    public int Id { get; set; }
    public int CustomerId { get; set; }
    public OrderStatus Status { get; set; }
    public DateTime CreatedAt { get; set; }
    public DateTime? CancelledAt { get; set; }
    public decimal Total { get; set; }
    public List<OrderLine> Lines { get; set; } = new();
}

public class OrderLine
{
    public int Id { get; set; }
    public int OrderId { get; set; }
    public string Sku { get; set; } = "";
    public int Quantity { get; set; }
    public decimal UnitPrice { get; set; }
}

public class TallyDbContext : DbContext
{
    public TallyDbContext(DbContextOptions<TallyDbContext> options) : base(options) { }

    public DbSet<Order> Orders => Set<Order>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Order>().Property(o => o.CreatedAt).HasColumnType("timestamp with time zone");
        b.Entity<Order>().Property(o => o.Total).HasPrecision(12, 2);
        b.Entity<Order>().HasIndex(o => o.CreatedAt);
    }
}
