namespace ShipmentSync.Orders;

public enum ShipmentStatus
{
    PickedUp,
    InTransit,
    OutForDelivery,
    Delivered,
    Absent,
    Returned,
}

/// <summary>Hayate Express event codes to our shipment status. Unknown codes are ignored.</summary>
public sealed class StatusMapper
{
    private static readonly Dictionary<string, ShipmentStatus> Codes = new(StringComparer.OrdinalIgnoreCase)
    {
        ["PKU"] = ShipmentStatus.PickedUp,
        ["TRN"] = ShipmentStatus.InTransit,
        ["ARV"] = ShipmentStatus.InTransit,
        ["OFD"] = ShipmentStatus.OutForDelivery,
        ["DLV"] = ShipmentStatus.Delivered,
        ["ABS"] = ShipmentStatus.Absent,
        ["RTS"] = ShipmentStatus.Returned,
    };

    public ShipmentStatus? Map(string code) =>
        Codes.TryGetValue(code.Trim(), out var status) ? status : null;

    public static string Label(ShipmentStatus status) => status switch
    {
        ShipmentStatus.PickedUp => "集荷済み",
        ShipmentStatus.InTransit => "輸送中",
        ShipmentStatus.OutForDelivery => "配達中",
        ShipmentStatus.Delivered => "配達完了",
        ShipmentStatus.Absent => "不在持ち戻り",
        ShipmentStatus.Returned => "返送",
        _ => status.ToString(),
    };
}
