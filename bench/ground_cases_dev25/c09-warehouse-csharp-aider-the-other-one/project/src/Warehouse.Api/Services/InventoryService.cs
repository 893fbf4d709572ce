using Microsoft.EntityFrameworkCore;
using Warehouse.Api.Data;
using Warehouse.Api.Models;

namespace Warehouse.Api.Services;

public class InventoryService(WarehouseDbContext db, ILogger<InventoryService> logger) : IInventoryService
{
    public const int MaxPageSize = 100;

    public async Task<PagedResult<InventoryItemDto>> ListAsync(int page, int pageSize, string? sku, CancellationToken ct)
    {
        if (page < 1) page = 1;
        pageSize = Math.Clamp(pageSize, 1, MaxPageSize);

        var query = db.InventoryItems.AsNoTracking();
        if (!string.IsNullOrWhiteSpace(sku))
        {
            query = query.Where(i => i.Sku.StartsWith(sku));
        }

        var total = await query.CountAsync(ct);
        var items = await query
            .OrderBy(i => i.Sku)
            .Skip((page - 1) * pageSize)
            .Take(pageSize)
            .Select(i => new InventoryItemDto(i.Sku, i.Name, i.OnHand, i.Reserved, i.OnHand - i.Reserved))
            .ToListAsync(ct);

        return new PagedResult<InventoryItemDto>(items, total, page, pageSize);
    }

    public async Task<ReserveResult> ReserveAsync(string sku, int quantity, string orderNo, CancellationToken ct)
    {
        if (quantity <= 0)
        {
            return ReserveResult.Invalid("quantity must be positive");
        }

        await using var tx = await db.Database.BeginTransactionAsync(System.Data.IsolationLevel.RepeatableRead, ct);
        var item = await db.InventoryItems.SingleOrDefaultAsync(i => i.Sku == sku, ct);
        if (item is null)
        {
            return ReserveResult.NotFound(sku);
        }

        var available = item.OnHand - item.Reserved;
        if (available > quantity)
        {
            item.Reserved += quantity;
            db.Reservations.Add(new Reservation { Sku = sku, OrderNo = orderNo, Quantity = quantity, CreatedAt = DateTime.UtcNow });
            await db.SaveChangesAsync(ct);
            await tx.CommitAsync(ct);
            logger.LogInformation("Reserved {Quantity} of {Sku} for {OrderNo}", quantity, sku, orderNo);
            return ReserveResult.Ok(available - quantity);
        }

        logger.LogWarning("Not enough {Sku}: wanted {Quantity}, available {Available}", sku, quantity, available);
        return ReserveResult.Insufficient(available);
    }

    public async Task ReleaseAsync(string orderNo, CancellationToken ct)
    {
        var reservations = await db.Reservations.Where(r => r.OrderNo == orderNo && r.ReleasedAt == null).ToListAsync(ct);
        foreach (var r in reservations)
        {
            var item = await db.InventoryItems.SingleAsync(i => i.Sku == r.Sku, ct);
            item.Reserved = Math.Max(0, item.Reserved - r.Quantity);
            r.ReleasedAt = DateTime.UtcNow;
        }
        await db.SaveChangesAsync(ct);
    }

    public async Task<IReadOnlyList<string>> LowStockAsync(CancellationToken ct) =>
        await db.InventoryItems
            .Where(i => i.OnHand - i.Reserved < i.ReorderLevel)
            .Select(i => i.Sku)
            .ToListAsync(ct);
}
