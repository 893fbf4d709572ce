using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;
using Shop.Api.Data;
using Shop.Api.Dtos;
using Shop.Api.Mapping;

namespace Shop.Api.Controllers;

[ApiController]
[Route("customers/{customerId:int}/orders")]
public class OrdersController(ShopDbContext db) : ControllerBase
{
    [HttpGet("{id:int}")]
    public async Task<ActionResult<OrderDto>> Get(int customerId, int id, CancellationToken ct)
    {
        var order = await db.Orders.AsNoTracking()
            .FirstOrDefaultAsync(o => o.CustomerId == customerId && o.Id == id, ct);
        return order is null ? NotFound() : OrderMapper.ToDto(order);
    }

    [HttpGet("recent")]
    public async Task<IReadOnlyList<OrderDto>> GetRecent(int customerId, CancellationToken ct)
    {
        var orders = await db.Orders.AsNoTracking()
            .Where(o => o.CustomerId == customerId)
            .OrderByDescending(o => o.CreatedAt)
            .Take(20)
            .ToListAsync(ct);
        return orders.Select(OrderMapper.ToDto).ToList();
    }
}
