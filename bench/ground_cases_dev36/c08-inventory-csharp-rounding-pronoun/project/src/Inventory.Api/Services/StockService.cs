using Inventory.Api.Data;
using Inventory.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Inventory.Api.Services;

public record StockLine(string Sku, string Name, int Quantity, decimal UnitCost);

public record StockSummary(int WarehouseId, string WarehouseName, IReadOnlyList<StockLine> Lines, decimal TotalValue);

public class StockService
{
    private readonly InventoryDbContext _db;
    private readonly PriceCalculator _pricing;

    public StockService(InventoryDbContext db, PriceCalculator pricing)
    {
        _db = db;
        _pricing = pricing;
    }

    public async Task<StockSummary?> GetSummaryAsync(int warehouseId, CancellationToken ct = default)
    {
        var warehouse = await _db.Warehouses
            .Include(w => w.Items)
            .ThenInclude(i => i.Product)
            .FirstOrDefaultAsync(w => w.Id == warehouseId, ct);
        if (warehouse is null)
        {
            return null;
        }

        var lines = warehouse.Items
            .OrderBy(i => i.Product.Sku)
            .Select(i => new StockLine(i.Product.Sku, i.Product.Name, i.Quantity, i.Product.UnitCost))
            .ToList();

        return new StockSummary(warehouse.Id, warehouse.Name, lines, _pricing.StockValue(warehouse.Items));
    }

    public async Task<bool> ReserveAsync(int warehouseId, string sku, int quantity, CancellationToken ct = default)
    {
        var item = await _db.StockItems
            .Include(i => i.Product)
            .SingleOrDefaultAsync(i => i.WarehouseId == warehouseId && i.Product.Sku == sku, ct);
        if (item is null || item.Quantity < quantity)
        {
            return false;
        }

        item.Quantity -= quantity;
        await _db.SaveChangesAsync(ct);
        return true;
    }
}
