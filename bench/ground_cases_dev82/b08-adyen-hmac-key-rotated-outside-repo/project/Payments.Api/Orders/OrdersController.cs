using Microsoft.AspNetCore.Mvc;

namespace Payments.Api.Orders;

[ApiController]
[Route("orders")]
public sealed class OrdersController : ControllerBase
{
    private readonly IOrderStore _orders;

    public OrdersController(IOrderStore orders) => _orders = orders;

    [HttpGet]
    public async Task<IActionResult> List([FromQuery] int page = 1, [FromQuery] int pageSize = 50, CancellationToken ct = default)
    {
        if (page < 1 || pageSize is < 1 or > 200)
        {
            return BadRequest("page >= 1, 1 <= pageSize <= 200");
        }
        var (items, total) = await _orders.PageAsync((page - 1) * pageSize, pageSize, ct);
        Response.Headers["X-Total-Count"] = total.ToString();
        return Ok(items);
    }
}

public interface IOrderStore
{
    Task<(IReadOnlyList<object> Items, int Total)> PageAsync(int skip, int take, CancellationToken ct);
}
