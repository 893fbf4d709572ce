using Microsoft.EntityFrameworkCore;
using Orders.Api.Models;

namespace Orders.Api.Data;

public interface IOrderRepository
{
    Task<Order?> GetAsync(int id, CancellationToken ct);
    Task<Customer?> GetCustomerWithOrdersAsync(int customerId, CancellationToken ct);
    Task AddAsync(Order order, CancellationToken ct);
    Task SaveChangesAsync(CancellationToken ct);
}

public class OrderRepository(OrdersDbContext db) : IOrderRepository
{
    public Task<Order?> GetAsync(int id, CancellationToken ct) =>
        db.Orders.Include(o => o.Lines).FirstOrDefaultAsync(o => o.Id == id, ct);

    public Task<Customer?> GetCustomerWithOrdersAsync(int customerId, CancellationToken ct) =>
        db.Customers.Include(c => c.Orders).AsNoTracking().FirstOrDefaultAsync(c => c.Id == customerId, ct);

    public async Task AddAsync(Order order, CancellationToken ct) =>
        await db.Orders.AddAsync(order, ct);

    public Task SaveChangesAsync(CancellationToken ct) => db.SaveChangesAsync(ct);
}

public class OrdersDbContext(DbContextOptions<OrdersDbContext> options) : DbContext(options)
{
    public DbSet<Order> Orders => Set<Order>();
    public DbSet<Customer> Customers => Set<Customer>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Order>().Property(o => o.Status).HasConversion<string>();
        b.Entity<Order>().Property(o => o.Total).HasPrecision(12, 0);
        b.Entity<OrderLine>().Property(l => l.UnitPrice).HasPrecision(12, 0);
    }
}
