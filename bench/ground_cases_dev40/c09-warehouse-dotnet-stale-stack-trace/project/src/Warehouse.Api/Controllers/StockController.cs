using Microsoft.AspNetCore.Mvc;
using Warehouse.Api.Models;
using Warehouse.Api.Services;

namespace Warehouse.Api.Controllers;

[ApiController]
[Route("api/stock")]
public class StockController : ControllerBase
{
    private readonly StockService _stock;

    public StockController(StockService stock)
    {
        _stock = stock;
    }

    [HttpGet("{sku}")]
    public async Task<ActionResult<StockItem>> Get(string sku, CancellationToken ct)
    {
        var item = await _stock.GetAsync(sku, ct);
        return item is null ? NotFound() : item;
    }

    [HttpPost("{sku}/adjust")]
    public async Task<IActionResult> Adjust(string sku, AdjustRequest req, CancellationToken ct)
    {
        try
        {
            await _stock.AdjustAsync(sku, req.Delta, req.Reason, ct);
            return NoContent();
        }
        catch (KeyNotFoundException)
        {
            return NotFound();
        }
    }

    [HttpPost("{sku}/reserve")]
    public async Task<IActionResult> Reserve(string sku, ReserveRequest req, CancellationToken ct)
    {
        try
        {
            var available = await _stock.ReserveAsync(sku, req.Quantity, ct);
            return Ok(new { sku, available });
        }
        catch (InsufficientStockException e)
        {
            return Conflict(new { sku, requested = e.Requested, available = e.Available });
        }
    }

    /// <summary>Adjusts many SKUs at once (stock takes). All lines are applied or none.</summary>
    /// <response code="204">All adjustments were applied.</response>
    /// <response code="404">A SKU does not exist; nothing was applied.</response>
    /// <response code="409">A line would put a SKU below its reservations; nothing was applied.</response>
    [HttpPost("adjust-batch")]
    [ProducesResponseType(StatusCodes.Status204NoContent)]
    [ProducesResponseType(StatusCodes.Status404NotFound)]
    [ProducesResponseType(StatusCodes.Status409Conflict)]
    public async Task<IActionResult> AdjustMany(AdjustManyRequest req, CancellationToken ct)
    {
        try
        {
            await _stock.AdjustManyAsync(req.Lines, req.Reason, ct);
            return NoContent();
        }
        catch (KeyNotFoundException e)
        {
            return NotFound(new { error = e.Message });
        }
        catch (InvalidOperationException e)
        {
            return Conflict(new { error = e.Message });
        }
    }

    [HttpPost("{sku}/release")]
    public async Task<IActionResult> Release(string sku, ReserveRequest req, CancellationToken ct)
    {
        try
        {
            await _stock.ReleaseAsync(sku, req.Quantity, ct);
            return NoContent();
        }
        catch (KeyNotFoundException)
        {
            return NotFound();
        }
    }
}
