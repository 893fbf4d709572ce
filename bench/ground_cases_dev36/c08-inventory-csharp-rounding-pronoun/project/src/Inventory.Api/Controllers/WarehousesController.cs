using Inventory.Api.Services;
using Microsoft.AspNetCore.Mvc;

namespace Inventory.Api.Controllers;

[ApiController]
[Route("api/warehouses")]
public class WarehousesController : ControllerBase
{
    private readonly StockService _stock;

    public WarehousesController(StockService stock)
    {
        _stock = stock;
    }

    [HttpGet("{id:int}/stock")]
    public async Task<ActionResult<StockSummary>> GetStock(int id, CancellationToken ct)
    {
        var summary = await _stock.GetSummaryAsync(id, ct);
        return summary is null ? NotFound() : Ok(summary);
    }

    [HttpPost("{id:int}/reservations")]
    public async Task<IActionResult> Reserve(int id, [FromBody] ReserveRequest request, CancellationToken ct)
    {
        if (request.Quantity <= 0)
        {
            return BadRequest("quantity must be positive");
        }

        var ok = await _stock.ReserveAsync(id, request.Sku, request.Quantity, ct);
        return ok ? NoContent() : Conflict("insufficient stock");
    }
}

public record ReserveRequest(string Sku, int Quantity);
