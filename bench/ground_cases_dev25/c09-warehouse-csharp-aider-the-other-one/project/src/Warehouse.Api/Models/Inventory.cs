namespace Warehouse.Api.Models;

public class InventoryItem
{
    public int Id { get; set; }
    public required string Sku { get; set; }
    public required string Name { get; set; }
    public int OnHand { get; set; }
    public int Reserved { get; set; }
    public int ReorderLevel { get; set; }
}

public class Reservation
{
    public int Id { get; set; }
    public required string Sku { get; set; }
    public required string OrderNo { get; set; }
    public int Quantity { get; set; }
    public DateTime CreatedAt { get; set; }
    public DateTime? ReleasedAt { get; set; }
}

public record InventoryItemDto(string Sku, string Name, int OnHand, int Reserved, int Available);

public record PagedResult<T>(IReadOnlyList<T> Items, int Total, int Page, int PageSize);

public record ReserveRequest(int Quantity, string OrderNo);

public enum ReserveStatus { Ok, NotFound, Insufficient, Invalid }

public record ReserveResult(ReserveStatus Status, int Available, string? Error = null)
{
    public static ReserveResult Ok(int remaining) => new(ReserveStatus.Ok, remaining);
    public static ReserveResult NotFound(string sku) => new(ReserveStatus.NotFound, 0, $"unknown sku {sku}");
    public static ReserveResult Insufficient(int available) => new(ReserveStatus.Insufficient, available);
    public static ReserveResult Invalid(string error) => new(ReserveStatus.Invalid, 0, error);
}
