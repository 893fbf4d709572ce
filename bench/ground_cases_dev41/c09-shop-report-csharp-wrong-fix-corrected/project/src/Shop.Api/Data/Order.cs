namespace Shop.Api.Data;

public enum OrderStatus
{
    Pending = 0,
    Paid = 1,
    Completed = 2,
    Refunded = 3,
    Cancelled = 4,
}

public class Order
{
    public long Id { get; set; }
    public string Number { get; set; } = "";
    public int StoreId { get; set; }
    public Store Store { get; set; } = null!;
    public OrderStatus Status { get; set; }
    public decimal Amount { get; set; }
    public decimal Discount { get; set; }

    /// <summary>Stored in UTC (timestamptz).</summary>
    public DateTime CreatedAt { get; set; }

    public string? Channel { get; set; }
}

public class Store
{
    public int Id { get; set; }
    public string Name { get; set; } = "";
    public string City { get; set; } = "";
}
