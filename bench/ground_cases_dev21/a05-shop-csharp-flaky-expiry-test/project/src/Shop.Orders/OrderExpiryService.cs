using Microsoft.Extensions.Logging;

namespace Shop.Orders;

/// <summary>
/// Pending orders hold stock. If the customer does not pay within the TTL the order
/// expires and the reservation is released.
/// </summary>
public sealed class OrderExpiryService
{
    private readonly TimeProvider _time;
    private readonly TimeSpan _ttl;
    private readonly ILogger<OrderExpiryService>? _log;

    public OrderExpiryService(TimeProvider time, TimeSpan ttl, ILogger<OrderExpiryService>? log = null)
    {
        _time = time;
        _ttl = ttl;
        _log = log;
    }

    public bool IsExpired(Order order)
    {
        if (order.Status != OrderStatus.Pending)
        {
            return false;
        }
        return _time.GetUtcNow().UtcDateTime - order.CreatedAt > _ttl;
    }

    public int ExpireStale(IEnumerable<Order> orders, IStockReservations reservations)
    {
        var cutoff = DateTime.UtcNow - _ttl;
        var expired = 0;
        foreach (var order in orders.Where(o => o.Status == OrderStatus.Pending && o.CreatedAt < cutoff))
        {
            order.Status = OrderStatus.Expired;
            reservations.Release(order.Id);
            expired++;
        }
        _log?.LogInformation("Expired {Count} stale orders", expired);
        return expired;
    }
}
