namespace Tsumugi.Checkout;

public sealed record Product(string Sku, string Name, decimal UnitPrice, bool ReducedTax = false, decimal? SaleRate = null);

public sealed record CartLine(Product Product, int Quantity);

public sealed class Cart
{
    private readonly List<CartLine> _lines = new();

    public IReadOnlyList<CartLine> Lines => _lines;

    public Cart Add(Product product, int quantity = 1)
    {
        if (quantity <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(quantity), "quantity must be positive");
        }
        var i = _lines.FindIndex(l => l.Product.Sku == product.Sku);
        if (i >= 0)
        {
            _lines[i] = _lines[i] with { Quantity = _lines[i].Quantity + quantity };
        }
        else
        {
            _lines.Add(new CartLine(product, quantity));
        }
        return this;
    }

    public bool Remove(string sku) => _lines.RemoveAll(l => l.Product.Sku == sku) > 0;

    public int ItemCount => _lines.Sum(l => l.Quantity);
}
