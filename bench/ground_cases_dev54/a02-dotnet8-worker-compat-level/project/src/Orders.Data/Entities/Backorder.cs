namespace Contoso.Orders.Data.Entities;

public enum BackorderStatus
{
    Open = 0,
    Fulfilled = 1,
    Cancelled = 2,
}

public class Backorder
{
    public int Id { get; set; }
    public string OrderNumber { get; set; } = "";
    public string Sku { get; set; } = "";
    public int Quantity { get; set; }
    public int WarehouseId { get; set; }
    public DateTime PromisedDate { get; set; }
    public BackorderStatus Status { get; set; }
}

public class StockLevel
{
    public int WarehouseId { get; set; }
    public string Sku { get; set; } = "";
    public int OnHand { get; set; }
    public int ReorderPoint { get; set; }
    public int ReorderQuantity { get; set; }
}
