using Inventory.Api.Data;
using Inventory.Api.Models;
using Microsoft.AspNetCore.Mvc;

namespace Inventory.Api.Controllers;

[ApiController]
[Route("api/warehouses/{warehouseId:int}")]
public class StockController : ControllerBase
{
    private readonly WarehouseRepository _repo;
    private readonly ILogger<StockController> _log;

    public StockController(WarehouseRepository repo, ILogger<StockController> log)
    {
        _repo = repo;
        _log = log;
    }

    [HttpGet("stock")]
    public async Task<IActionResult> GetStock(int warehouseId, CancellationToken ct)
    {
        var wh = await _repo.FindWithStockAsync(warehouseId, ct);
        if (wh is null) return NotFound();
        return Ok(new { wh.Code, wh.Name, Items = wh.Items.Select(i => new { i.Sku, i.Quantity }) });
    }

    [HttpPost("adjustments")]
    public async Task<IActionResult> Adjust(int warehouseId, StockAdjustment adj, CancellationToken ct)
    {
        var item = await _repo.AdjustAsync(warehouseId, adj, ct);
        _log.LogInformation("Stock adjusted {Warehouse} {Sku} by {Qty}: {Reason}", warehouseId, adj.Sku, adj.Quantity, adj.Reason);
        return Ok(new { item.Sku, item.Quantity });
    }
}
