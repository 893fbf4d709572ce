namespace Inventory.Api.Data.Entities;

public class StockItem
{
    public long Id { get; set; }

    public string Sku { get; set; } = "";

    /// <summary>Units on hand that can still be sold.</summary>
    public int Quantity { get; set; }

    /// <summary>Units held by unpaid orders (released on cancel or timeout).</summary>
    public int ReservedQuantity { get; set; }

    public DateTimeOffset UpdatedAt { get; set; }
}
