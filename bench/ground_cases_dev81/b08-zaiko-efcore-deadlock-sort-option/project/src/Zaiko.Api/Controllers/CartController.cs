using Microsoft.AspNetCore.Mvc;
using Zaiko.Api.Models;
using Zaiko.Api.Services;

namespace Zaiko.Api.Controllers;

[ApiController]
[Route("carts/{cartId}")]
public class CartController(StockService stock) : ControllerBase
{
    [HttpPost("reserve")]
    public async Task<IActionResult> Reserve(string cartId, [FromBody] List<CartLine> lines, CancellationToken ct)
    {
        if (lines.Count == 0 || lines.Any(l => l.Quantity <= 0))
        {
            return BadRequest(new { error = "invalid lines" });
        }

        try
        {
            var holds = await stock.ReserveAsync(cartId, lines, ct);
            return Ok(new { cartId, holds = holds.Select(h => new { h.Sku, h.Quantity, h.ExpiresAt }) });
        }
        catch (OutOfStockException e)
        {
            return Conflict(new { error = "out_of_stock", sku = e.Sku });
        }
    }
}
