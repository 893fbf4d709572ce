namespace ReportsApi.Models;

public enum OrderStatus { Pending, Paid, Refunded, Cancelled }

public class Order
{
    public long Id { get; set; }
    public string Number { get; set; } = "";
    public long StoreId { get; set; }
    public DateTimeOffset PaidAt { get; set; }
    public string Currency { get; set; } = "CNY";
    public OrderStatus Status { get; set; }
    public List<OrderLine> Lines { get; set; } = new();
}

public class OrderLine
{
    public long Id { get; set; }
    public long OrderId { get; set; }
    public string Sku { get; set; } = "";
    public int Quantity { get; set; }
    public decimal UnitPrice { get; set; }
    public decimal DiscountRate { get; set; }
}

public record StoreTotal(long StoreId, int Orders, decimal Net);

public record DailyReport(DateOnly Day, int Orders, decimal Gross, decimal Discount, decimal Net,
                          IReadOnlyList<StoreTotal> Stores);
