namespace Fulfil.Core.Orders;

public sealed class OrderExpiryService
{
    public static readonly TimeSpan Ttl = TimeSpan.FromMinutes(30);

    private readonly IOrderRepository _orders;
    private readonly IClock _clock;

    public OrderExpiryService(IOrderRepository orders, IClock clock)
    {
        _orders = orders;
        _clock = clock;
    }

    public bool IsExpired(Order order) =>
        order.Status == OrderStatus.Pending && _clock.UtcNow - order.CreatedAt >= Ttl;

    /// <summary>Removes pending orders older than <see cref="Ttl"/>; returns how many.</summary>
    public int ExpireStale()
    {
        return _orders.RemoveWhere(IsExpired);
    }
}
