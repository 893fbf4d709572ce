using System.ComponentModel.DataAnnotations;

namespace Zaiko.Api.Models;

public class Stock
{
    public string Sku { get; set; } = "";
    public string Name { get; set; } = "";
    public int Available { get; set; }
    public int Held { get; set; }
    public DateTime UpdatedAt { get; set; }

    [Timestamp]
    public byte[] RowVersion { get; set; } = [];
}

public class StockHold
{
    public long Id { get; set; }
    public string CartId { get; set; } = "";
    public string Sku { get; set; } = "";
    public int Quantity { get; set; }
    public DateTime ExpiresAt { get; set; }
}

public record CartLine(string Sku, int Quantity);

public class OutOfStockException(string sku) : Exception($"out of stock: {sku}")
{
    public string Sku { get; } = sku;
}
