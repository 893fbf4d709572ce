namespace ZaikoSync.Models;

public sealed record StockItem(string Sku, int Quantity, int Reserved, DateOnly? NextArrival);

public sealed record WarehouseSnapshot(string WarehouseCode, DateTimeOffset FetchedAt, IReadOnlyList<StockItem> Items);

public sealed record MergedStock(string Sku, int Available, DateOnly? NextArrival, DateTimeOffset UpdatedAt);
