using Inventory.Api.Data;
using Microsoft.EntityFrameworkCore;

namespace Inventory.Api.Services;

public class OutOfStockException(string sku) : Exception($"sku {sku} is out of stock")
{
    public string Sku { get; } = sku;
}

public class InventoryService(AppDbContext db, ILogger<InventoryService> log)
{
    /// <summary>Take <paramref name="qty"/> units of a SKU for an order.</summary>
    public async Task ReserveAsync(string sku, int qty, CancellationToken ct = default)
    {
        // One conditional UPDATE: the check and the decrement happen atomically in the database.
        var now = DateTimeOffset.UtcNow;
        var updated = await db.StockItems
            .Where(x => x.Sku == sku && x.Quantity >= qty)
            .ExecuteUpdateAsync(s => s
                .SetProperty(x => x.Quantity, x => x.Quantity - qty)
                .SetProperty(x => x.UpdatedAt, now), ct);
        if (updated == 0)
        {
            if (!await db.StockItems.AnyAsync(x => x.Sku == sku, ct))
            {
                throw new KeyNotFoundException(sku);
            }
            throw new OutOfStockException(sku);
        }
        log.LogInformation("reserved {Qty} x {Sku}", qty, sku);
    }

    public async Task<int> AvailableAsync(string sku, CancellationToken ct = default)
    {
        return await db.StockItems.AsNoTracking()
            .Where(x => x.Sku == sku)
            .Select(x => x.Quantity)
            .SingleOrDefaultAsync(ct);
    }
}
