using Inventory.Api.Data;
using Inventory.Api.Models;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;

namespace Inventory.Api.Controllers;

[ApiController]
[Route("api/stock")]
public class StockController : ControllerBase
{
    private readonly InventoryDbContext _db;
    private readonly ILogger<StockController> _log;

    public StockController(InventoryDbContext db, ILogger<StockController> log)
    {
        _db = db;
        _log = log;
    }

    [HttpGet("{sku}")]
    public async Task<ActionResult<StockDto>> Get(string sku, CancellationToken ct)
    {
        var item = await _db.StockItems.AsNoTracking().FirstOrDefaultAsync(s => s.Sku == sku, ct);
        return item is null ? NotFound() : new StockDto(item.Sku, item.OnHand, item.Reserved);
    }

    [HttpPost("{sku}/reserve")]
    public async Task<ActionResult<StockDto>> Reserve(string sku, ReserveRequest request, CancellationToken ct)
    {
        var item = await _db.StockItems.FirstOrDefaultAsync(s => s.Sku == sku, ct);
        if (item is null)
        {
            return NotFound();
        }

        var available = item.OnHand - item.Reserved;
        if (available < request.Quantity)
        {
            return Conflict(new { error = "insufficient_stock", available });
        }

        item.Reserved += request.Quantity;
        item.UpdatedAt = DateTimeOffset.UtcNow;
        await _db.SaveChangesAsync(ct);

        _log.LogInformation("Reserved {Quantity} of {Sku} for order {OrderId}", request.Quantity, sku, request.OrderId);
        return new StockDto(item.Sku, item.OnHand, item.Reserved);
    }
}
