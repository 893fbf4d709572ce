using Kura.Api.Dtos;
using Kura.Api.Services;
using Microsoft.AspNetCore.Mvc;

namespace Kura.Api.Controllers;

[ApiController]
[Route("api/orders")]
public sealed class OrdersController : ControllerBase
{
    private readonly OrderQueryService _orders;

    public OrdersController(OrderQueryService orders)
    {
        _orders = orders;
    }

    [HttpGet]
    public async Task<ActionResult<IReadOnlyList<OrderSummaryDto>>> List(
        [FromQuery] DateOnly from, [FromQuery] DateOnly to, CancellationToken ct)
    {
        if (to < from)
        {
            return BadRequest("to must not be before from");
        }
        return Ok(await _orders.ListAsync(from, to, ct));
    }

    [HttpGet("{id:int}")]
    public async Task<ActionResult<OrderSummaryDto>> Get(int id, CancellationToken ct)
    {
        var order = await _orders.FindAsync(id, ct);
        return order is null ? NotFound() : Ok(order);
    }
}
