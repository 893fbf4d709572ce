using Inventory.Api.Data;
using Inventory.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Inventory.Api.Services;

public class OrderService
{
    private readonly InventoryDbContext _db;
    private readonly StockService _stock;
    private readonly ILogger<OrderService> _log;

    public OrderService(InventoryDbContext db, StockService stock, ILogger<OrderService> log)
    {
        _db = db;
        _stock = stock;
        _log = log;
    }

    public async Task<Order> PlaceAsync(Order order, CancellationToken ct = default)
    {
        await using var tx = await _db.Database.BeginTransactionAsync(ct);
        await _stock.ReserveAsync(order, ct);
        order.Status = OrderStatus.Reserved;
        _db.Orders.Add(order);
        await _db.SaveChangesAsync(ct);
        await tx.CommitAsync(ct);
        return order;
    }

    public async Task<Order> CancelAsync(Guid orderId, CancellationToken ct = default)
    {
        var order = await _db.Orders.Include(o => o.Lines).FirstOrDefaultAsync(o => o.Id == orderId, ct)
            ?? throw new NotFoundException($"order {orderId}");
        if (order.Status == OrderStatus.Shipped)
            throw new ConflictException("shipped orders cannot be cancelled");

        await using var tx = await _db.Database.BeginTransactionAsync(ct);
        foreach (var line in order.Lines)
            await _stock.ReleaseAsync(line.Sku, line.Quantity, ct);
        order.Status = OrderStatus.Cancelled;
        await _db.SaveChangesAsync(ct);
        await tx.CommitAsync(ct);
        _log.LogInformation("order {OrderId} cancelled", orderId);
        return order;
    }
}
