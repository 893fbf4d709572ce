using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Time.Testing;
using Orders.Api.Data;
using Orders.Api.Models;
using Orders.Api.Services;
using Xunit;

namespace Orders.Tests;

public class OrderServiceTests
{
    private readonly FakeRepository _repo = new();
    private readonly FakeTimeProvider _clock = new(new DateTimeOffset(2025, 11, 1, 9, 0, 0, TimeSpan.FromHours(9)));

    private OrderService Service() => new(_repo, NullLogger<OrderService>.Instance, _clock);

    [Fact]
    public async Task CreateAsync_sums_lines()
    {
        var order = await Service().CreateAsync(new CreateOrderRequest(1, [new("A-1", 2, 1200m), new("B-7", 1, 800m)]));
        Assert.Equal(3200m, order.Total);
        Assert.Equal(_clock.GetUtcNow(), order.PlacedAt);
    }

    [Fact]
    public async Task CreateAsync_rejects_empty_lines()
    {
        await Assert.ThrowsAsync<ArgumentException>(() => Service().CreateAsync(new CreateOrderRequest(1, [])));
    }

    [Fact]
    public async Task CancelAsync_cancels_paid_order()
    {
        _repo.Orders.Add(new Order { Id = 10, Status = OrderStatus.Paid, Total = 1500m });
        var order = await Service().CancelAsync(10);
        Assert.Equal(OrderStatus.Cancelled, order.Status);
        Assert.Equal(_clock.GetUtcNow(), order.CancelledAt);
    }

    [Theory]
    [InlineData(OrderStatus.Shipped)]
    [InlineData(OrderStatus.Delivered)]
    public async Task CancelAsync_rejects_shipped_orders(OrderStatus status)
    {
        _repo.Orders.Add(new Order { Id = 11, Status = status });
        await Assert.ThrowsAsync<InvalidOperationException>(() => Service().CancelAsync(11));
        Assert.Equal(status, _repo.Orders[0].Status);
    }

    [Fact]
    public async Task CancelAsync_unknown_order()
    {
        await Assert.ThrowsAsync<NotFoundException>(() => Service().CancelAsync(999));
    }

    [Fact]
    public async Task GetSummaryAsync_ignores_cancelled_orders()
    {
        _repo.Customers.Add(new Customer
        {
            Id = 5,
            Name = "佐藤",
            Orders =
            [
                new Order { Id = 1, Total = 1000m, Status = OrderStatus.Delivered, PlacedAt = _clock.GetUtcNow().AddDays(-3) },
                new Order { Id = 2, Total = 500m, Status = OrderStatus.Cancelled, PlacedAt = _clock.GetUtcNow().AddDays(-1) },
            ],
        });
        var summary = await Service().GetSummaryAsync(5);
        Assert.Equal(1, summary.OrderCount);
        Assert.Equal(1000m, summary.TotalSpent);
        Assert.Equal("Delivered", summary.LastStatus);
    }

    [Fact]
    public async Task GetSummaryAsync_unknown_customer()
    {
        await Assert.ThrowsAsync<NotFoundException>(() => Service().GetSummaryAsync(404));
    }
}

internal sealed class FakeRepository : IOrderRepository
{
    public List<Order> Orders { get; } = [];
    public List<Customer> Customers { get; } = [];

    public Task<Order?> GetAsync(int id, CancellationToken ct) => Task.FromResult(Orders.FirstOrDefault(o => o.Id == id));

    public Task<Customer?> GetCustomerWithOrdersAsync(int customerId, CancellationToken ct) =>
        Task.FromResult(Customers.FirstOrDefault(c => c.Id == customerId));

    public Task AddAsync(Order order, CancellationToken ct)
    {
        order.Id = Orders.Count + 1;
        Orders.Add(order);
        return Task.CompletedTask;
    }

    public Task SaveChangesAsync(CancellationToken ct) => Task.CompletedTask;
}
