using Microsoft.EntityFrameworkCore;
using Tally.Api.Data;

namespace Tally.Api.Services;

public class OrderService
{
    private readonly TallyDbContext _db;

    public OrderService(TallyDbContext db) => _db = db;

    public async Task<Order> CreateAsync(int customerId, IEnumerable<OrderLine> lines)
    {
        var order = new Order
        {
            CustomerId = customerId,
            Status = OrderStatus.Open,
            CreatedAt = DateTime.UtcNow,
            Lines = lines.ToList(),
        };
        order.Total = order.Lines.Sum(l => l.Quantity * l.UnitPrice);
        _db.Orders.Add(order);
        await _db.SaveChangesAsync();
        return order;
    }

    public async Task CancelAsync(int orderId)
    {
        var order = await _db.Orders.FindAsync(orderId)
            ?? throw new KeyNotFoundException($"order {orderId} not found");
        order.Status = OrderStatus.Cancelled;
        order.CancelledAt = DateTime.UtcNow;
        await _db.SaveChangesAsync();
    }
}
