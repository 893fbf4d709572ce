using Inventory.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Inventory.Api.Data;

public class WarehouseRepository
{
    private readonly InventoryDbContext _db;

    public WarehouseRepository(InventoryDbContext db) => _db = db;

    public Task<Warehouse?> FindWithStockAsync(int id, CancellationToken ct) =>
        _db.Warehouses
            .AsNoTracking()
            .Include(w => w.Items)
            .FirstOrDefaultAsync(w => w.Id == id, ct);

    public async Task<StockItem> AdjustAsync(int warehouseId, StockAdjustment adj, CancellationToken ct)
    {
        var item = await _db.StockItems
            .FirstOrDefaultAsync(i => i.WarehouseId == warehouseId && i.Sku == adj.Sku, ct);
        if (item is null)
        {
            item = new StockItem { WarehouseId = warehouseId, Sku = adj.Sku };
            _db.StockItems.Add(item);
        }
        item.Quantity += adj.Quantity;
        item.UpdatedAt = DateTime.UtcNow;
        await _db.SaveChangesAsync(ct);
        return item;
    }
}
