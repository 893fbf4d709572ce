namespace Billing.Api.Models;

public enum OrderStatus
{
    Pending,
    Paid,
    Shipped,
    Refunded,
}

public class Order
{
    public long Id { get; set; }

    public DateTimeOffset OrderedAt { get; set; }

    public string CustomerName { get; set; } = "";

    /// <summary>税込金額（円）</summary>
    public decimal Amount { get; set; }

    public OrderStatus Status { get; set; }

    public string? Note { get; set; }
}
