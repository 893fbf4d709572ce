namespace ShopReceipts.Receipts;

public enum TaxCategory
{
    Standard,   // 10%
    Reduced,    // 8%（飲食料品）
}

/// <param name="UnitPrice">税込単価（円）</param>
public sealed record OrderLine(string Sku, string Name, int UnitPrice, int Quantity, TaxCategory Category)
{
    public int Amount => UnitPrice * Quantity;
}

public sealed record Order(string Number, DateTime OrderedAt, string CustomerName, IReadOnlyList<OrderLine> Lines, int ShippingFee)
{
    public int ItemsTotal => Lines.Sum(l => l.Amount);
    public int Total => ItemsTotal + ShippingFee;
}

public interface IOrderReader
{
    Order? Find(string number);
}

public sealed class DemoOrderReader : IOrderReader
{
    public Order? Find(string number) => new(
        number,
        new DateTime(2025, 11, 20, 14, 5, 0),
        "佐藤 一郎",
        new[]
        {
            new OrderLine("TEA-01", "ほうじ茶ティーバッグ", 1050, 1, TaxCategory.Reduced),
            new OrderLine("TEA-02", "玄米茶ティーバッグ", 1050, 1, TaxCategory.Reduced),
            new OrderLine("CUP-01", "湯呑み", 2200, 1, TaxCategory.Standard),
        },
        550);
}
