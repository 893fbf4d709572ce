using Microsoft.AspNetCore.Mvc;
using Warehouse.Api.Services;

namespace Warehouse.Api.Controllers;

[ApiController]
[Route("api/stock")]
public sealed class StockController(StockService stock) : ControllerBase
{
    [HttpGet("{sku}")]
    public async Task<ActionResult<object>> OnHand(string sku, CancellationToken ct)
    {
        var quantity = await stock.OnHandAsync(sku, ct);
        return Ok(new { sku, quantity });
    }

    [HttpGet("{sku}/expiring")]
    public async Task<ActionResult<IReadOnlyList<ExpiringBatch>>> Expiring(string sku, CancellationToken ct, [FromQuery] int days = 14)
    {
        if (days is < 0 or > 365)
        {
            return ValidationProblem("days must be between 0 and 365.");
        }
        return Ok(await stock.GetExpiringAsync(sku, days, ct));
    }

    public sealed record PickRequest(int Quantity);

    [HttpPost("{sku}/pick")]
    public async Task<ActionResult<PickResult>> Pick(string sku, PickRequest request, CancellationToken ct)
    {
        if (request.Quantity <= 0)
        {
            return ValidationProblem("Quantity must be positive.");
        }
        return Ok(await stock.PickAsync(sku, request.Quantity, ct));
    }

    public sealed record ReceiveRequest(int Quantity, DateOnly ExpiresOn, string Location);

    [HttpPost("{sku}/receive")]
    public async Task<IActionResult> Receive(string sku, ReceiveRequest request, CancellationToken ct)
    {
        await stock.ReceiveAsync(sku, request.Quantity, request.ExpiresOn, request.Location, ct);
        return NoContent();
    }
}
