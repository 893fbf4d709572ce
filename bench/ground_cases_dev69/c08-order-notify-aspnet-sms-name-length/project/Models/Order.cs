namespace OrderNotify.Models;

public record OrderLine(string Sku, string Title, int Quantity, decimal UnitPrice)
{
    public decimal Amount => Quantity * UnitPrice;
}

public class Order
{
    public required string OrderNo { get; init; }
    public required string ReceiverName { get; init; }
    public required string ReceiverPhone { get; init; }
    public string? Email { get; init; }
    public required string Address { get; init; }
    public DateTimeOffset PlacedAt { get; init; }
    public List<OrderLine> Lines { get; init; } = new();
    public decimal ShippingFee { get; init; }
    public decimal Discount { get; init; }

    public decimal Subtotal => Lines.Sum(l => l.Amount);
    public decimal Total => Subtotal + ShippingFee - Discount;
}
