using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;
using Tillpoint.Api.Data;
using Tillpoint.Api.Dtos;

namespace Tillpoint.Api.Controllers;

[ApiController]
[Route("stores/{storeId:int}/orders")]
public sealed class OrdersController : ControllerBase
{
    private const int MaxPageSize = 100;
    private readonly TillDbContext _db;

    public OrdersController(TillDbContext db) => _db = db;

    [HttpGet]
    public async Task<ActionResult<IReadOnlyList<OrderSummaryDto>>> List(
        int storeId, [FromQuery] int take = 50, CancellationToken ct = default)
    {
        take = Math.Clamp(take, 1, MaxPageSize);
        var orders = await _db.Orders
            .AsNoTracking()
            .Where(o => o.StoreId == storeId)
            .OrderByDescending(o => o.CreatedAt)
            .Take(take)
            .ToListAsync(ct);

        var summaries = new List<OrderSummaryDto>(orders.Count);
        foreach (var order in orders)
        {
            var customer = await _db.Customers.AsNoTracking().SingleAsync(c => c.Id == order.CustomerId, ct);
            summaries.Add(OrderSummaryDto.From(order, customer));
        }
        return summaries;
    }

    [HttpGet("{orderId:int}")]
    public async Task<ActionResult<OrderDetailDto>> Get(int storeId, int orderId, CancellationToken ct)
    {
        var order = await _db.Orders
            .AsNoTracking()
            .Include(o => o.Customer)
            .Include(o => o.Lines)
            .SingleOrDefaultAsync(o => o.StoreId == storeId && o.Id == orderId, ct);
        return order is null ? NotFound() : OrderDetailDto.From(order);
    }
}
