using Inventory.Api.Data;
using Inventory.Api.Data.Entities;
using Microsoft.EntityFrameworkCore;

namespace Inventory.Api.Services;

public class OrderService(AppDbContext db, InventoryService inventory, ILogger<OrderService> log)
{
    public async Task<Order> PlaceAsync(string orderNo, IReadOnlyList<(string Sku, int Qty)> lines, CancellationToken ct = default)
    {
        await using var tx = await db.Database.BeginTransactionAsync(ct);
        foreach (var (sku, qty) in lines)
        {
            await inventory.ReserveAsync(sku, qty, ct);
        }
        var order = new Order
        {
            OrderNo = orderNo,
            CreatedAt = DateTimeOffset.UtcNow,
            Lines = lines.Select(l => new OrderLine { Sku = l.Sku, Quantity = l.Qty }).ToList(),
        };
        db.Orders.Add(order);
        await db.SaveChangesAsync(ct);
        await tx.CommitAsync(ct);
        return order;
    }

    /// <summary>Cancel a pending order and put its units back on the shelf.</summary>
    public async Task CancelAsync(string orderNo, CancellationToken ct = default)
    {
        var order = await db.Orders.Include(o => o.Lines).SingleAsync(o => o.OrderNo == orderNo, ct);
        if (order.Status != OrderStatus.Pending)
        {
            throw new InvalidOperationException($"order {orderNo} is {order.Status}");
        }
        foreach (var line in order.Lines)
        {
            var stock = await db.StockItems.SingleAsync(x => x.Sku == line.Sku, ct);
            stock.Quantity += line.Quantity;
            stock.UpdatedAt = DateTimeOffset.UtcNow;
        }
        order.Status = OrderStatus.Cancelled;
        await db.SaveChangesAsync(ct);
        log.LogInformation("order {OrderNo} cancelled, {Lines} lines restocked", orderNo, order.Lines.Count);
    }
}
