namespace Inventory.Api.Models;

public class Warehouse
{
    public int Id { get; set; }
    public string Code { get; set; } = "";
    public string Name { get; set; } = "";
    public List<StockItem> Items { get; set; } = new();
}

public class StockItem
{
    public int Id { get; set; }
    public int WarehouseId { get; set; }
    public string Sku { get; set; } = "";
    public int Quantity { get; set; }
    public DateTime UpdatedAt { get; set; }
}

public record StockAdjustment(string Sku, int Quantity, string Reason);
