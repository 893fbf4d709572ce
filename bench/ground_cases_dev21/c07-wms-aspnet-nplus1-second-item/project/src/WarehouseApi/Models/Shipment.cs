namespace WarehouseApi.Models;

public class Shipment
{
    public long Id { get; set; }
    public string ShipmentNo { get; set; } = "";
    public DateOnly ShipDate { get; set; }
    public int CarrierId { get; set; }
    public Carrier? Carrier { get; set; }
    public string Status { get; set; } = "created";
    public List<ShipmentLine> Lines { get; set; } = new();
}

public class ShipmentLine
{
    public long Id { get; set; }
    public long ShipmentId { get; set; }
    public string Sku { get; set; } = "";
    public int Quantity { get; set; }
}

public class Carrier
{
    public int Id { get; set; }
    public string Name { get; set; } = "";
    public string Code { get; set; } = "";
}
