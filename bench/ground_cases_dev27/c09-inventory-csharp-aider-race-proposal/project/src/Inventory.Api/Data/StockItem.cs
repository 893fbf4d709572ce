namespace Inventory.Api.Data;

public class StockItem
{
    public int Id { get; set; }

    /// <summary>Stock keeping unit, unique per warehouse.</summary>
    public string Sku { get; set; } = "";

    public string Warehouse { get; set; } = "SH01";

    /// <summary>Units that can still be reserved.</summary>
    public int Quantity { get; set; }

    public DateTimeOffset UpdatedAt { get; set; }
}

public class Reservation
{
    public long Id { get; set; }

    public string Sku { get; set; } = "";

    public string OrderId { get; set; } = "";

    public int Quantity { get; set; }

    public DateTimeOffset CreatedAt { get; set; }

    public DateTimeOffset? ReleasedAt { get; set; }
}
