using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;
using Shop.Api.Data;

namespace Shop.Api.Controllers;

public record OrderDto(int Id, string Number, string Customer, decimal Total, string Status, DateTime CreatedAt);
public record PagedResult<T>(IReadOnlyList<T> Items, int Page, int PageSize, int Total);

[ApiController]
[Route("api/orders")]
public class OrdersController(ShopDbContext db) : ControllerBase
{
    private const int MaxPageSize = 100;

    // page is 1-based
    [HttpGet]
    public async Task<PagedResult<OrderDto>> List(int page = 1, int pageSize = 20, string? status = null)
    {
        page = Math.Max(page, 1);
        pageSize = Math.Clamp(pageSize, 1, MaxPageSize);

        var query = db.Orders.AsNoTracking();
        if (!string.IsNullOrEmpty(status))
        {
            query = query.Where(o => o.Status == status);
        }

        var total = await query.CountAsync();
        var items = await query
            .OrderByDescending(o => o.CreatedAt).ThenByDescending(o => o.Id)
            .Skip((page - 1) * pageSize)
            .Take(pageSize)
            .Select(o => new OrderDto(o.Id, o.Number, o.Customer!.Name, o.Total, o.Status, o.CreatedAt))
            .ToListAsync();

        return new PagedResult<OrderDto>(items, page, pageSize, total);
    }

    [HttpGet("{id:int}")]
    public async Task<ActionResult<OrderDto>> Get(int id)
    {
        var order = await db.Orders.AsNoTracking()
            .Where(o => o.Id == id)
            .Select(o => new OrderDto(o.Id, o.Number, o.Customer!.Name, o.Total, o.Status, o.CreatedAt))
            .FirstOrDefaultAsync();
        return order is null ? NotFound() : order;
    }
}
