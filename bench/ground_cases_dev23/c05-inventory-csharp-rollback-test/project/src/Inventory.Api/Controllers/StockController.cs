using Inventory.Api.Services;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Inventory.Api.Controllers;

[ApiController]
[Route("stock")]
[Authorize(Policy = "Warehouse")]
public class StockController : ControllerBase
{
    private readonly StockService _stock;

    public StockController(StockService stock)
    {
        _stock = stock;
    }

    public record QuantityRequest(string Sku, int Quantity);

    [HttpGet("{sku}")]
    public ActionResult<object> Get(string sku) => Ok(new { sku, available = _stock.Available(sku) });

    [HttpPost("reserve")]
    public IActionResult Reserve(QuantityRequest req)
    {
        try
        {
            _stock.Reserve(req.Sku, req.Quantity);
            return NoContent();
        }
        catch (InsufficientStockException ex)
        {
            return Conflict(new { error = ex.Message, sku = ex.Sku });
        }
    }

    [HttpPost("reserve-many")]
    public IActionResult ReserveMany(List<Reservation> items)
    {
        try
        {
            _stock.ReserveMany(items);
            return NoContent();
        }
        catch (InsufficientStockException ex)
        {
            return Conflict(new { error = ex.Message, sku = ex.Sku });
        }
    }

    [HttpPost("release")]
    public IActionResult Release(QuantityRequest req)
    {
        _stock.Release(req.Sku, req.Quantity);
        return NoContent();
    }
}
