using Mall.Orders.Data;
using Mall.Orders.Pricing;
using Microsoft.EntityFrameworkCore;

namespace Mall.Orders.Services;

public class OrderService
{
    private readonly OrdersDbContext _db;
    private readonly InventoryClient _inventory;
    private readonly PriceCalculator _pricing;
    private readonly ILogger<OrderService> _logger;

    public OrderService(OrdersDbContext db, InventoryClient inventory, PriceCalculator pricing, ILogger<OrderService> logger)
    {
        _db = db;
        _inventory = inventory;
        _pricing = pricing;
        _logger = logger;
    }

    public async Task<Order> CreateAsync(CreateOrderRequest req, CancellationToken ct = default)
    {
        var lines = req.Items.Select(i => new PriceLine(i.Sku, i.UnitPrice, i.Quantity)).ToList();
        var price = _pricing.Calculate(lines, req.MemberLevel, req.CouponAmount);

        var order = new Order
        {
            UserId = req.UserId,
            Status = OrderStatus.PendingPayment,
            Subtotal = price.Subtotal,
            Discount = price.MemberDiscount + price.CouponDiscount,
            Payable = price.Payable,
            CreatedAt = DateTimeOffset.UtcNow,
        };
        _db.Orders.Add(order);
        await _db.SaveChangesAsync(ct);

        var reserved = await _inventory.ReserveAsync(order.Id,
            req.Items.Select(i => new StockReservation(i.Sku, i.Quantity)).ToList(), ct);
        if (!reserved)
        {
            order.Status = OrderStatus.Closed;
            await _db.SaveChangesAsync(ct);
            _logger.LogWarning($"order {order.Id} closed: stock reservation failed");
        }
        return order;
    }

    public async Task MarkPaidAsync(long orderId, DateTimeOffset paidAt)
    {
        var order = await _db.Orders.SingleAsync(o => o.Id == orderId);
        order.Status = OrderStatus.Paid;
        order.PaidAt = paidAt;
        await _db.SaveChangesAsync();
    }

    public async Task MarkRefundedAsync(long orderId)
    {
        var order = await _db.Orders.SingleAsync(o => o.Id == orderId);
        order.Status = OrderStatus.Refunded;
        await _db.SaveChangesAsync();
        await _inventory.ReleaseAsync(orderId);
    }

    public async Task CloseAsync(long orderId)
    {
        var order = await _db.Orders.SingleAsync(o => o.Id == orderId);
        order.Status = OrderStatus.Closed;
        await _db.SaveChangesAsync();
        await _inventory.ReleaseAsync(orderId);
    }
}
