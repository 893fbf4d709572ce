using System.Data;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Options;
using Zaiko.Api.Data;
using Zaiko.Api.Models;

namespace Zaiko.Api.Services;

public class ReservationOptions
{
    public int HoldMinutes { get; set; } = 15;
    public int LowStockThreshold { get; set; } = 10;
}

public class StockService(ZaikoDbContext db, IOptions<ReservationOptions> options, ILogger<StockService> log)
{
    public async Task<IReadOnlyList<StockHold>> ReserveAsync(string cartId, IReadOnlyList<CartLine> lines, CancellationToken ct)
    {
        var expiresAt = DateTime.UtcNow.AddMinutes(options.Value.HoldMinutes);
        var holds = new List<StockHold>();

        await using var tx = await db.Database.BeginTransactionAsync(IsolationLevel.ReadCommitted, ct);
        foreach (var line in lines)
        {
            var stock = await db.Stocks
                .FromSqlInterpolated($"SELECT * FROM Stocks WITH (UPDLOCK, ROWLOCK) WHERE Sku = {line.Sku}")
                .SingleOrDefaultAsync(ct);
            if (stock is null || stock.Available < line.Quantity)
            {
                throw new OutOfStockException(line.Sku);
            }

            stock.Available -= line.Quantity;
            stock.Held += line.Quantity;
            stock.UpdatedAt = DateTime.UtcNow;

            var hold = new StockHold { CartId = cartId, Sku = line.Sku, Quantity = line.Quantity, ExpiresAt = expiresAt };
            db.Holds.Add(hold);
            holds.Add(hold);
        }

        await db.SaveChangesAsync(ct);
        await tx.CommitAsync(ct);
        log.LogInformation("reserved {Count} lines for cart {CartId}", holds.Count, cartId);
        return holds;
    }

    public async Task<int> ReleaseExpiredAsync(CancellationToken ct)
    {
        await using var tx = await db.Database.BeginTransactionAsync(IsolationLevel.ReadCommitted, ct);
        var expired = await db.Holds
            .Where(h => h.ExpiresAt < DateTime.UtcNow)
            .OrderBy(h => h.Sku)
            .ToListAsync(ct);

        foreach (var group in expired.GroupBy(h => h.Sku))
        {
            var qty = group.Sum(h => h.Quantity);
            await db.Database.ExecuteSqlInterpolatedAsync(
                $"UPDATE Stocks SET Available = Available + {qty}, Held = Held - {qty}, UpdatedAt = SYSUTCDATETIME() WHERE Sku = {group.Key}", ct);
        }

        db.Holds.RemoveRange(expired);
        await db.SaveChangesAsync(ct);
        await tx.CommitAsync(ct);
        return expired.Count;
    }

    public Task<List<Stock>> LowStockAsync(CancellationToken ct) =>
        db.Stocks.AsNoTracking()
            .Where(s => s.Available < options.Value.LowStockThreshold)
            .OrderBy(s => s.Available)
            .ToListAsync(ct);
}
