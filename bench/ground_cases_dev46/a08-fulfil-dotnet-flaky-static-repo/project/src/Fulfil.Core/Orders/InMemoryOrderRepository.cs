using System.Collections.Generic;
using System.Linq;

namespace Fulfil.Core.Orders;

/// <summary>
/// Order store used by the demo deployment and the tests. Thread-safe.
/// </summary>
public sealed class InMemoryOrderRepository : IOrderRepository
{
    private static readonly List<Order> _orders = new();
    private readonly object _gate = new();

    public void Add(Order order)
    {
        lock (_gate)
        {
            _orders.Add(order);
        }
    }

    public Order? Find(Guid id)
    {
        lock (_gate)
        {
            return _orders.FirstOrDefault(o => o.Id == id);
        }
    }

    public IReadOnlyList<Order> Pending()
    {
        lock (_gate)
        {
            return _orders.Where(o => o.Status == OrderStatus.Pending).ToList();
        }
    }

    public int RemoveWhere(Func<Order, bool> predicate)
    {
        lock (_gate)
        {
            return _orders.RemoveAll(o => predicate(o));
        }
    }
}
