using Contoso.Orders.Data;
using Contoso.Orders.Data.Entities;
using Microsoft.EntityFrameworkCore;

namespace Contoso.Orders.Web.Services;

public sealed class BackorderService
{
    private readonly OrdersDbContext _db;
    private readonly ILogger<BackorderService> _log;

    public BackorderService(OrdersDbContext db, ILogger<BackorderService> log)
    {
        _db = db;
        _log = log;
    }

    /// <summary>Open backorders for the warehouses the user is allowed to see.</summary>
    public async Task<IReadOnlyList<BackorderDto>> GetOpenAsync(IReadOnlyCollection<int> warehouseIds, CancellationToken ct)
    {
        if (warehouseIds.Count == 0)
        {
            return Array.Empty<BackorderDto>();
        }

        var rows = await _db.Backorders
            .AsNoTracking()
            .Where(b => warehouseIds.Contains(b.WarehouseId) && b.Status == BackorderStatus.Open)
            .OrderBy(b => b.PromisedDate)
            .Select(b => new BackorderDto(b.Id, b.OrderNumber, b.Sku, b.Quantity, b.PromisedDate))
            .ToListAsync(ct);

        _log.LogDebug("Loaded {Count} open backorders for {Warehouses} warehouses", rows.Count, warehouseIds.Count);
        return rows;
    }

    public async Task<bool> CancelAsync(int id, CancellationToken ct)
    {
        var row = await _db.Backorders.FindAsync(new object[] { id }, ct);
        if (row is null || row.Status != BackorderStatus.Open)
        {
            return false;
        }
        row.Status = BackorderStatus.Cancelled;
        await _db.SaveChangesAsync(ct);
        return true;
    }
}

public sealed record BackorderDto(int Id, string OrderNumber, string Sku, int Quantity, DateTime PromisedDate);
