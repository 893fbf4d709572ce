using Orders.Api.Data;
using Orders.Api.Models;

namespace Orders.Api.Services;

public class NotFoundException(string message) : Exception(message);

public class OrderService
{
    private readonly IOrderRepository _repo;
    private readonly TimeProvider _clock;
    private readonly ILogger<OrderService> _logger;

    public OrderService(IOrderRepository repo, ILogger<OrderService> logger, TimeProvider? clock = null)
    {
        _repo = repo;
        _logger = logger;
        _clock = clock ?? TimeProvider.System;
    }

    public Task<Order?> GetAsync(int id, CancellationToken ct = default) => _repo.GetAsync(id, ct);

    /// <summary>注文をキャンセルする。発送済み（Shipped / Delivered）はキャンセルできない。</summary>
    public async Task<Order> CancelAsync(int id, CancellationToken ct = default)
    {
        var order = await _repo.GetAsync(id, ct) ?? throw new NotFoundException($"order {id} not found");

        switch (order.Status)
        {
            case OrderStatus.Cancelled:
                return order;
            case OrderStatus.Shipped:
            case OrderStatus.Delivered:
                throw new InvalidOperationException($"order {id} is already {order.Status} and cannot be cancelled");
        }

        order.Status = OrderStatus.Cancelled;
        order.CancelledAt = _clock.GetUtcNow();
        await _repo.SaveChangesAsync(ct);
        _logger.LogInformation("Order {OrderId} cancelled", id);
        return order;
    }

    public async Task<Order> CreateAsync(CreateOrderRequest req, CancellationToken ct = default)
    {
        if (req.Lines.Count == 0)
        {
            throw new ArgumentException("注文明細が空です", nameof(req));
        }

        var order = new Order
        {
            CustomerId = req.CustomerId,
            PlacedAt = _clock.GetUtcNow(),
            Lines = req.Lines.Select(l => new OrderLine { Sku = l.Sku, Quantity = l.Quantity, UnitPrice = l.UnitPrice }).ToList(),
        };
        order.Total = order.Lines.Sum(l => l.UnitPrice * l.Quantity);

        await _repo.AddAsync(order, ct);
        await _repo.SaveChangesAsync(ct);
        _logger.LogInformation("Order {OrderId} created for customer {CustomerId}", order.Id, order.CustomerId);
        return order;
    }

    public async Task<CustomerSummary> GetSummaryAsync(int customerId, CancellationToken ct = default)
    {
        var customer = await _repo.GetCustomerWithOrdersAsync(customerId, ct)
            ?? throw new NotFoundException($"customer {customerId} not found");

        var active = customer.Orders
            .Where(o => o.Status != OrderStatus.Cancelled)
            .ToList();
        var last = active
            .OrderByDescending(o => o.PlacedAt)
            .FirstOrDefault();

        var lastOrderedAt = last.PlacedAt;
        var lastStatus = last.Status.ToString();

        return new CustomerSummary(
            customer.Id,
            customer.Name,
            active.Count,
            active.Sum(o => o.Total),
            lastOrderedAt,
            lastStatus);
    }
}
