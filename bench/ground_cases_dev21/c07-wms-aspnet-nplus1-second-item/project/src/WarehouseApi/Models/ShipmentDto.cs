namespace WarehouseApi.Models;

public record ShipmentLineDto(string Sku, int Quantity);

public record ShipmentDto(
    long Id,
    string ShipmentNo,
    DateOnly ShipDate,
    string CarrierName,
    string Status,
    int TotalQuantity,
    IReadOnlyList<ShipmentLineDto> Lines);
