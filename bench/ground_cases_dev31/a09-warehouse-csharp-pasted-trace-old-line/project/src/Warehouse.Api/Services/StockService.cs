using Microsoft.EntityFrameworkCore;
using Warehouse.Api.Data;

namespace Warehouse.Api.Services;

public sealed record PickLine(int BatchId, string Location, int Quantity);

public sealed record PickResult(string Sku, int Requested, IReadOnlyList<PickLine> Lines);

public sealed record ExpiringBatch(string Location, int Quantity, DateOnly ExpiresOn);

/// <summary>Stock levels and picking (FEFO: first expiring, first out).</summary>
public sealed class StockService(WarehouseDbContext db, TimeProvider clock, ILogger<StockService> log)
{
    public async Task<int> OnHandAsync(string sku, CancellationToken ct = default) =>
        await db.Batches.Where(b => b.Sku == sku).SumAsync(b => b.Quantity, ct);

    public async Task<IReadOnlyList<ExpiringBatch>> GetExpiringAsync(string sku, int days, CancellationToken ct = default)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(days);
        var today = DateOnly.FromDateTime(clock.GetUtcNow().UtcDateTime);
        var until = today.AddDays(days);
        return await db.Batches
            .Where(b => b.Sku == sku && b.Quantity > 0 && b.ExpiresOn <= until)
            .OrderBy(b => b.ExpiresOn)
            .Select(b => new ExpiringBatch(b.Location, b.Quantity, b.ExpiresOn))
            .ToListAsync(ct);
    }

    public async Task<PickResult> PickAsync(string sku, int quantity, CancellationToken ct = default)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(quantity);

        await using var tx = await db.Database.BeginTransactionAsync(ct);
        var lines = new List<PickLine>();
        var remaining = quantity;
        while (remaining > 0)
        {
            var batch = await GetOldestBatchAsync(sku, ct);
            var take = Math.Min(batch.Quantity, remaining);
            batch.Quantity -= take;
            remaining -= take;
            lines.Add(new PickLine(batch.Id, batch.Location, take));
            if (batch.Quantity == 0)
            {
                db.Batches.Remove(batch);
            }
            await db.SaveChangesAsync(ct);
        }
        await tx.CommitAsync(ct);

        log.LogInformation("Picked {Quantity} of {Sku} from {Batches} batches", quantity, sku, lines.Count);
        return new PickResult(sku, quantity, lines);
    }

    public async Task ReceiveAsync(string sku, int quantity, DateOnly expiresOn, string location, CancellationToken ct = default)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(quantity);
        db.Batches.Add(new Batch
        {
            Sku = sku,
            Quantity = quantity,
            ExpiresOn = expiresOn,
            Location = location,
            ReceivedAt = clock.GetUtcNow(),
        });
        await db.SaveChangesAsync(ct);
    }

    private async Task<Batch> GetOldestBatchAsync(string sku, CancellationToken ct)
    {
        var candidates = db.Batches
            .Where(b => b.Sku == sku && b.Quantity > 0)
            .OrderBy(b => b.ExpiresOn)
            .ThenBy(b => b.ReceivedAt);
        return await candidates.FirstAsync(ct);
    }
}
