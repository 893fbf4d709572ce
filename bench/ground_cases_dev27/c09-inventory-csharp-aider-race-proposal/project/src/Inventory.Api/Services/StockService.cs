using Inventory.Api.Data;
using Microsoft.EntityFrameworkCore;

namespace Inventory.Api.Services;

public record ReservationResult(bool Success, string? Error, int Remaining)
{
    public static ReservationResult Ok(int remaining) => new(true, null, remaining);

    public static ReservationResult UnknownSku(string sku) => new(false, $"unknown sku {sku}", 0);

    public static ReservationResult Insufficient(string sku, int available) =>
        new(false, $"insufficient stock for {sku}: {available} left", available);
}

public class StockService
{
    private readonly AppDbContext _db;
    private readonly ILogger<StockService> _logger;

    public StockService(AppDbContext db, ILogger<StockService> logger)
    {
        _db = db;
        _logger = logger;
    }

    public Task<StockItem?> GetAsync(string sku, CancellationToken ct = default) =>
        _db.StockItems.AsNoTracking().SingleOrDefaultAsync(s => s.Sku == sku, ct);

    /// <summary>Takes <paramref name="quantity"/> units of <paramref name="sku"/> for an order.</summary>
    public async Task<ReservationResult> ReserveAsync(string sku, int quantity, string orderId, CancellationToken ct = default)
    {
        if (quantity <= 0)
            throw new ArgumentOutOfRangeException(nameof(quantity), "quantity must be positive");

        var item = await _db.StockItems.SingleOrDefaultAsync(s => s.Sku == sku, ct);
        if (item is null)
            return ReservationResult.UnknownSku(sku);

        if (item.Quantity < quantity)
            return ReservationResult.Insufficient(sku, item.Quantity);

        item.Quantity -= quantity;
        item.UpdatedAt = DateTimeOffset.UtcNow;
        _db.Reservations.Add(new Reservation
        {
            Sku = sku,
            OrderId = orderId,
            Quantity = quantity,
            CreatedAt = item.UpdatedAt,
        });
        await _db.SaveChangesAsync(ct);

        _logger.LogInformation("Reserved {Quantity} x {Sku} for order {OrderId}", quantity, sku, orderId);
        return ReservationResult.Ok(item.Quantity);
    }

    /// <summary>Gives back everything an order reserved (order cancelled or expired).</summary>
    public async Task<int> ReleaseAsync(string orderId, CancellationToken ct = default)
    {
        var open = await _db.Reservations
            .Where(r => r.OrderId == orderId && r.ReleasedAt == null)
            .ToListAsync(ct);
        var now = DateTimeOffset.UtcNow;
        foreach (var r in open)
        {
            var item = await _db.StockItems.SingleAsync(s => s.Sku == r.Sku, ct);
            item.Quantity += r.Quantity;
            item.UpdatedAt = now;
            r.ReleasedAt = now;
        }
        await _db.SaveChangesAsync(ct);
        return open.Count;
    }
}
