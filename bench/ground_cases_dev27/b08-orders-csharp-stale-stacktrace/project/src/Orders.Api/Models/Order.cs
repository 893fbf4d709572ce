namespace Orders.Api.Models;

public enum OrderStatus
{
    Pending,
    Paid,
    Shipped,
    Delivered,
    Cancelled,
}

public class Order
{
    public int Id { get; set; }
    public int CustomerId { get; set; }
    public Customer Customer { get; set; } = null!;
    public OrderStatus Status { get; set; } = OrderStatus.Pending;
    public decimal Total { get; set; }
    public DateTimeOffset PlacedAt { get; set; }
    public DateTimeOffset? CancelledAt { get; set; }
    public List<OrderLine> Lines { get; set; } = new();
}

public class OrderLine
{
    public int Id { get; set; }
    public int OrderId { get; set; }
    public string Sku { get; set; } = "";
    public int Quantity { get; set; }
    public decimal UnitPrice { get; set; }
}

public class Customer
{
    public int Id { get; set; }
    public string Name { get; set; } = "";
    public string Email { get; set; } = "";
    public List<Order> Orders { get; set; } = new();
}

public record CreateOrderRequest(int CustomerId, List<CreateOrderLine> Lines);

public record CreateOrderLine(string Sku, int Quantity, decimal UnitPrice);

public record CustomerSummary(int CustomerId, string Name, int OrderCount, decimal TotalSpent,
    DateTimeOffset LastOrderedAt, string LastStatus);
