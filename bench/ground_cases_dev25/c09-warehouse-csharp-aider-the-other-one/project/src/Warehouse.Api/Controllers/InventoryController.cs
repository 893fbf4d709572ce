using Microsoft.AspNetCore.Mvc;
using Warehouse.Api.Models;
using Warehouse.Api.Services;

namespace Warehouse.Api.Controllers;

[ApiController]
[Route("api/inventory")]
public class InventoryController(IInventoryService inventory) : ControllerBase
{
    [HttpGet]
    public Task<PagedResult<InventoryItemDto>> List([FromQuery] int page = 1, [FromQuery] int pageSize = 20,
        [FromQuery] string? sku = null, CancellationToken ct = default) =>
        inventory.ListAsync(page, pageSize, sku, ct);

    [HttpPost("{sku}/reservations")]
    public async Task<IActionResult> Reserve(string sku, [FromBody] ReserveRequest req, CancellationToken ct)
    {
        var result = await inventory.ReserveAsync(sku, req.Quantity, req.OrderNo, ct);
        return result.Status switch
        {
            ReserveStatus.Ok => Ok(new { remaining = result.Available }),
            ReserveStatus.NotFound => NotFound(),
            ReserveStatus.Insufficient => Conflict(new { error = "insufficient stock", available = result.Available }),
            _ => BadRequest(new { error = result.Error }),
        };
    }

    [HttpDelete("reservations/{orderNo}")]
    public async Task<IActionResult> Release(string orderNo, CancellationToken ct)
    {
        await inventory.ReleaseAsync(orderNo, ct);
        return NoContent();
    }
}
