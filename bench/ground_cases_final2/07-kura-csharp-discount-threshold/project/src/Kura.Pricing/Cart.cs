namespace Kura.Pricing;

public record CartLine(string Sku, int Quantity, decimal UnitPrice)
{
    public decimal Total => Quantity * UnitPrice;
}

public class Cart
{
    private readonly List<CartLine> _lines = new();

    public IReadOnlyList<CartLine> Lines => _lines;

    public void Add(string sku, int quantity, decimal unitPrice) =>
        _lines.Add(new CartLine(sku, quantity, unitPrice));

    public decimal Subtotal => _lines.Sum(l => l.Total);
}
