namespace Logistics.Api.Models;

public enum ShipmentStatus
{
    Created,
    PickedUp,
    InTransit,
    Delivered,
    Returned,
}

public class ShipmentDto
{
    public Guid Id { get; set; }
    public string TrackingNo { get; set; }
    public ShipmentStatus Status { get; set; }
    public string Receiver { get; set; }
    public DateTimeOffset CreatedAt { get; set; }
    public DateTimeOffset? DeliveredAt { get; set; }

    public static ShipmentDto From(Shipment s) => new()
    {
        Id = s.Id,
        TrackingNo = s.TrackingNo,
        Status = s.Status,
        Receiver = s.ReceiverName,
        CreatedAt = s.CreatedAt,
        DeliveredAt = s.DeliveredAt,
    };
}
