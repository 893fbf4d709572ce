using Microsoft.EntityFrameworkCore;

namespace PayHook;

public sealed class Order
{
    public long Id { get; set; }
    public string OrderNo { get; set; } = "";
    public long AmountFen { get; set; }
    public string Status { get; set; } = "pending";
    public string? TradeNo { get; set; }
    public DateTimeOffset? PaidAt { get; set; }
}

public sealed class ShopDb(DbContextOptions<ShopDb> options) : DbContext(options)
{
    public DbSet<Order> Orders => Set<Order>();
}

public sealed class OrderService(ShopDb db, TimeProvider clock)
{
    /// <summary>Returns false when the order does not exist.</summary>
    public async Task<bool> MarkPaid(string orderNo, long amountFen, string tradeNo)
    {
        var order = await db.Orders.SingleOrDefaultAsync(o => o.OrderNo == orderNo);
        if (order is null)
            return false;
        if (order.Status == "paid")
        {
            // provider retries deliveries; a repeat of the same trade is fine
            if (order.TradeNo == tradeNo)
                return true;
            throw new InvalidOperationException($"order {orderNo} already paid by trade {order.TradeNo}");
        }
        if (order.AmountFen != amountFen)
            throw new InvalidOperationException($"amount mismatch on {orderNo}");

        order.Status = "paid";
        order.TradeNo = tradeNo;
        order.PaidAt = clock.GetUtcNow();
        await db.SaveChangesAsync();
        return true;
    }
}
