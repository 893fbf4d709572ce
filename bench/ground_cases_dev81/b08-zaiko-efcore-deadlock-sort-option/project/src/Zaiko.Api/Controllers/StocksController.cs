using Microsoft.AspNetCore.Mvc;
using Zaiko.Api.Services;

namespace Zaiko.Api.Controllers;

[ApiController]
[Route("stocks")]
public class StocksController(StockService stock) : ControllerBase
{
    [HttpGet("low")]
    public async Task<IActionResult> Low(CancellationToken ct)
    {
        var items = await stock.LowStockAsync(ct);
        return Ok(items.Select(s => new { s.Sku, s.Name, s.Available, s.Held }));
    }
}
