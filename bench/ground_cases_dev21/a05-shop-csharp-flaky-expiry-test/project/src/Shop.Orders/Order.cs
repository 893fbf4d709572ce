namespace Shop.Orders;

public enum OrderStatus
{
    Pending,
    Paid,
    Expired,
    Cancelled,
}

public sealed class Order
{
    public Guid Id { get; init; } = Guid.NewGuid();
    public required string CustomerEmail { get; init; }
    public DateTime CreatedAt { get; init; }
    public OrderStatus Status { get; set; } = OrderStatus.Pending;
    public decimal Total { get; init; }
}

public interface IStockReservations
{
    void Release(Guid orderId);
}
