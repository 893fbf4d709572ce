namespace Inventory.Api.Data.Entities;

public enum OrderStatus
{
    Pending,
    Paid,
    Cancelled,
}

public class Order
{
    public long Id { get; set; }

    public string OrderNo { get; set; } = "";

    public OrderStatus Status { get; set; } = OrderStatus.Pending;

    public DateTimeOffset CreatedAt { get; set; }

    public List<OrderLine> Lines { get; set; } = [];
}

public class OrderLine
{
    public long Id { get; set; }

    public long OrderId { get; set; }

    public string Sku { get; set; } = "";

    public int Quantity { get; set; }
}
