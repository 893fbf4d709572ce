using Inventory.Api.Data;
using Inventory.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Inventory.Api.Services;

public class StockService
{
    private readonly InventoryDbContext _db;

    public StockService(InventoryDbContext db)
    {
        _db = db;
    }

    /// <summary>Reserves stock for every line of the order, or nothing if any line is short.</summary>
    public async Task ReserveAsync(Order order, CancellationToken ct = default)
    {
        var skus = order.Lines.Select(l => l.Sku).Distinct().ToList();
        var stock = await _db.Stock.Where(s => skus.Contains(s.Sku)).ToDictionaryAsync(s => s.Sku, ct);

        var wanted = order.Lines
            .GroupBy(l => l.Sku)
            .Select(g => (Sku: g.Key, Quantity: g.Sum(l => l.Quantity)))
            .ToList();

        foreach (var (sku, quantity) in wanted)
        {
            if (!stock.TryGetValue(sku, out var item))
                throw new ConflictException($"unknown sku {sku}");
            if (quantity > item.Available)
                throw new ConflictException($"not enough stock for {sku}");
        }

        foreach (var (sku, quantity) in wanted)
            stock[sku].Reserved += quantity;
    }

    public async Task ReleaseAsync(string sku, int quantity, CancellationToken ct = default)
    {
        var item = await _db.Stock.SingleAsync(s => s.Sku == sku, ct);
        item.Reserved -= quantity;
    }
}
