namespace ReportsApi.Models;

public class Order
{
    public long Id { get; set; }
    public long CustomerId { get; set; }
    public Customer? Customer { get; set; }
    public string Status { get; set; } = "created";
    public decimal Total { get; set; }
    public DateTime CreatedAt { get; set; }
    public List<OrderLine> Lines { get; set; } = new();
}

public class OrderLine
{
    public long Id { get; set; }
    public long OrderId { get; set; }
    public string Sku { get; set; } = "";
    public int Quantity { get; set; }
    public decimal UnitPrice { get; set; }
}
