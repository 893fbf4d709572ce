namespace Inventory.Api.Models;

public enum OrderStatus
{
    Pending,
    Reserved,
    Shipped,
    Cancelled,
}

public class Order
{
    public Guid Id { get; set; }
    public string CustomerName { get; set; } = "";
    public OrderStatus Status { get; set; } = OrderStatus.Pending;
    public DateTimeOffset CreatedAt { get; set; } = DateTimeOffset.UtcNow;
    public List<OrderLine> Lines { get; set; } = new();
}

public class OrderLine
{
    public int Id { get; set; }
    public Guid OrderId { get; set; }
    public string Sku { get; set; } = "";
    public int Quantity { get; set; }
}
