using Inventory.Api.Services;
using Microsoft.AspNetCore.Mvc;

namespace Inventory.Api.Controllers;

[ApiController]
[Route("api/orders")]
public class OrdersController(OrderService orders, ILogger<OrdersController> log) : ControllerBase
{
    public record LineDto(string Sku, int Qty);
    public record PlaceDto(string OrderNo, List<LineDto> Lines);

    [HttpPost]
    public async Task<IActionResult> Place(PlaceDto dto, CancellationToken ct)
    {
        try
        {
            var order = await orders.PlaceAsync(dto.OrderNo, dto.Lines.Select(l => (l.Sku, l.Qty)).ToList(), ct);
            return Created($"/api/orders/{order.OrderNo}", new { order.OrderNo });
        }
        catch (OutOfStockException e)
        {
            return Conflict(new { error = "out_of_stock", sku = e.Sku });
        }
    }

    [HttpPost("{orderNo}/cancel")]
    public async Task<IActionResult> Cancel(string orderNo, CancellationToken ct)
    {
        await orders.CancelAsync(orderNo, ct);
        log.LogInformation("Order {OrderNo} cancelled by user", orderNo);
        return NoContent();
    }
}
