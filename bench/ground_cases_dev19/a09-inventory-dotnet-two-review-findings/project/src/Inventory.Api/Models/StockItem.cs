namespace Inventory.Api.Models;

public class StockItem
{
    public int Id { get; set; }

    public required string Sku { get; set; }

    public int OnHand { get; set; }

    public int Reserved { get; set; }

    public DateTimeOffset UpdatedAt { get; set; }
}

public record StockDto(string Sku, int OnHand, int Reserved)
{
    public int Available => OnHand - Reserved;
}

public record ReserveRequest(Guid OrderId, int Quantity);

public record ReleaseRequest(Guid OrderId, int Quantity);

public static class StockRules
{
    public const int MaxReservationPerOrder = 500;

    public static bool IsSellable(StockItem item) => item.OnHand - item.Reserved > 0;
}
