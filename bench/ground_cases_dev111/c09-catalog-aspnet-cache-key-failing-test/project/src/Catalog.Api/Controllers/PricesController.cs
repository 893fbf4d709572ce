using Catalog.Api.Services;
using Microsoft.AspNetCore.Mvc;

namespace Catalog.Api.Controllers;

[ApiController]
[Route("api/prices")]
public class PricesController : ControllerBase
{
    private readonly PriceService _prices;

    public PricesController(PriceService prices)
    {
        _prices = prices;
    }

    [HttpGet("{sku}")]
    public async Task<ActionResult<PriceQuote>> Get(string sku, [FromQuery] MemberTier tier = MemberTier.Regular, CancellationToken ct = default)
    {
        try
        {
            return await _prices.GetPrice(sku, tier, ct);
        }
        catch (KeyNotFoundException)
        {
            return NotFound(new { error = "unknown_sku", sku });
        }
    }

    [HttpPost("batch")]
    public async Task<ActionResult<IReadOnlyList<PriceQuote>>> Batch([FromBody] string[] skus, [FromQuery] MemberTier tier = MemberTier.Regular, CancellationToken ct = default)
    {
        if (skus.Length > 100)
        {
            return BadRequest(new { error = "too_many_skus", max = 100 });
        }
        return Ok(await _prices.GetPrices(skus, tier, ct));
    }
}
