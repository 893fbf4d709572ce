namespace Inventory.Api.Models;

public class StockItem
{
    public string Sku { get; set; } = "";
    public string Name { get; set; } = "";
    public int OnHand { get; set; }
    public int Reserved { get; set; }
    public int Available => OnHand - Reserved;
    public uint Version { get; set; }
}
