using Microsoft.EntityFrameworkCore;
using Warehouse.Api.Data;
using Warehouse.Api.Models;

namespace Warehouse.Api.Services;

public class StockService
{
    public const int MaxBatch = 500;

    private readonly WarehouseDbContext _db;
    private readonly ILogger<StockService> _log;
    private readonly TimeProvider _time;

    public StockService(WarehouseDbContext db, ILogger<StockService> log, TimeProvider time)
    {
        _db = db;
        _log = log;
        _time = time;
    }

    public async Task<StockItem?> GetAsync(string sku, CancellationToken ct)
    {
        return await _db.Items.AsNoTracking().FirstOrDefaultAsync(i => i.Sku == sku, ct);
    }

    public async Task<int> ReserveAsync(string sku, int qty, CancellationToken ct)
    {
        if (qty <= 0) throw new ArgumentOutOfRangeException(nameof(qty));

        var item = await _db.Items.FirstOrDefaultAsync(i => i.Sku == sku, ct);
        if (item.OnHand - item.Reserved < qty)
        {
            throw new InsufficientStockException(sku, qty, item.OnHand - item.Reserved);
        }

        item.Reserved += qty;
        await _db.SaveChangesAsync(ct);
        _log.LogInformation("Reserved {Qty} of {Sku}", qty, sku);
        return item.OnHand - item.Reserved;
    }

    public async Task ReleaseAsync(string sku, int qty, CancellationToken ct)
    {
        var item = await _db.Items.FirstOrDefaultAsync(i => i.Sku == sku, ct)
            ?? throw new KeyNotFoundException($"unknown sku {sku}");
        item.Reserved = Math.Max(0, item.Reserved - qty);
        await _db.SaveChangesAsync(ct);
        _log.LogInformation("Released {Qty} of {Sku}", qty, sku);
    }

    public async Task AdjustAsync(string sku, int delta, string reason, CancellationToken ct)
    {
        var item = await _db.Items.FirstOrDefaultAsync(i => i.Sku == sku, ct)
            ?? throw new KeyNotFoundException($"unknown sku {sku}");
        if (item.OnHand + delta < item.Reserved)
        {
            throw new InvalidOperationException($"adjustment would put {sku} below its reservations");
        }

        item.OnHand += delta;
        _db.Movements.Add(new StockMovement { Sku = sku, Delta = delta, Reason = reason, At = _time.GetUtcNow().UtcDateTime });
        await _db.SaveChangesAsync(ct);
    }

    /// <summary>Applies all adjustments or none (stock takes).</summary>
    public async Task AdjustManyAsync(IReadOnlyList<AdjustLine> lines, string reason, CancellationToken ct)
    {
        if (lines.Count == 0) return;
        if (lines.Count > MaxBatch)
        {
            throw new ArgumentException($"at most {MaxBatch} lines per batch", nameof(lines));
        }

        await using var tx = await _db.Database.BeginTransactionAsync(ct);
        var skus = lines.Select(l => l.Sku).Distinct().ToList();
        var items = await _db.Items.Where(i => skus.Contains(i.Sku)).ToDictionaryAsync(i => i.Sku, ct);
        var now = _time.GetUtcNow().UtcDateTime;
        foreach (var line in lines)
        {
            if (!items.TryGetValue(line.Sku, out var item))
            {
                throw new KeyNotFoundException($"unknown sku {line.Sku}");
            }
            if (item.OnHand + line.Delta < item.Reserved)
            {
                throw new InvalidOperationException($"adjustment would put {line.Sku} below its reservations");
            }

            item.OnHand += line.Delta;
            _db.Movements.Add(new StockMovement { Sku = line.Sku, Delta = line.Delta, Reason = reason, At = now });
        }

        await _db.SaveChangesAsync(ct);
        await tx.CommitAsync(ct);
        _log.LogInformation("Adjusted {Count} skus in one batch ({Reason})", skus.Count, reason);
    }
}
