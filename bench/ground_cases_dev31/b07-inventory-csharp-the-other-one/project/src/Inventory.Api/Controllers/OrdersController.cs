using Inventory.Api.Models;
using Inventory.Api.Services;
using Microsoft.AspNetCore.Mvc;

namespace Inventory.Api.Controllers;

[ApiController]
[Route("api/orders")]
public class OrdersController : ControllerBase
{
    private readonly OrderService _orders;

    public OrdersController(OrderService orders)
    {
        _orders = orders;
    }

    [HttpPost]
    public async Task<ActionResult<Order>> Place(Order order, CancellationToken ct)
    {
        try
        {
            var placed = await _orders.PlaceAsync(order, ct);
            return CreatedAtAction(nameof(Place), new { id = placed.Id }, placed);
        }
        catch (ConflictException e)
        {
            return Conflict(new { error = e.Message });
        }
    }

    [HttpPost("{id:guid}/cancel")]
    public async Task<ActionResult<Order>> Cancel(Guid id, CancellationToken ct)
    {
        try
        {
            return await _orders.CancelAsync(id, ct);
        }
        catch (NotFoundException)
        {
            return NotFound();
        }
        catch (ConflictException e)
        {
            return Conflict(new { error = e.Message });
        }
    }
}
