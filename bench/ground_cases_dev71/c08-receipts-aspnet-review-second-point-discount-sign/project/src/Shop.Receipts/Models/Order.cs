namespace Shop.Receipts.Models;

public sealed class Buyer
{
    public required string Name { get; init; }
    public string? Email { get; init; }

    /// <summary>企业开票时才有。</summary>
    public string? TaxId { get; init; }
}

public sealed class OrderLine
{
    public required string Title { get; init; }
    public int Qty { get; init; }
    public decimal UnitPrice { get; init; }
    public decimal Amount => UnitPrice * Qty;
}

public sealed class Order
{
    public required string Number { get; init; }
    public required Buyer Buyer { get; init; }
    public DateTimeOffset PaidAt { get; init; }
    public List<OrderLine> Lines { get; init; } = new();
    public decimal Discount { get; init; }
    public decimal ShippingFee { get; init; }

    public decimal Subtotal => Lines.Sum(l => l.Amount);
    public decimal Total => Subtotal - Discount + ShippingFee;
}
