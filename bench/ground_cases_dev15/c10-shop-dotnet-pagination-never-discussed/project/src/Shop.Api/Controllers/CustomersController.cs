using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;
using Shop.Api.Data;

namespace Shop.Api.Controllers;

public record CustomerDto(int Id, string Name, string Phone, int OrderCount);

[ApiController]
[Route("api/customers")]
public class CustomersController(ShopDbContext db) : ControllerBase
{
    // offset paging for the admin table, which asks for rows by offset
    [HttpGet]
    public async Task<PagedResult<CustomerDto>> List(int offset = 0, int limit = 50, string? q = null)
    {
        offset = Math.Max(offset, 0);
        limit = Math.Clamp(limit, 1, 200);

        var query = db.Customers.AsNoTracking();
        if (!string.IsNullOrWhiteSpace(q))
        {
            query = query.Where(c => c.Name.Contains(q) || c.Phone.StartsWith(q));
        }

        var total = await query.CountAsync();
        var items = await query
            .OrderBy(c => c.Id)
            .Skip(offset)
            .Take(limit)
            .Select(c => new CustomerDto(c.Id, c.Name, c.Phone, c.Orders.Count))
            .ToListAsync();

        return new PagedResult<CustomerDto>(items, offset / limit + 1, limit, total);
    }

    [HttpGet("{id:int}")]
    public async Task<ActionResult<CustomerDto>> Get(int id)
    {
        var customer = await db.Customers.AsNoTracking()
            .Where(c => c.Id == id)
            .Select(c => new CustomerDto(c.Id, c.Name, c.Phone, c.Orders.Count))
            .FirstOrDefaultAsync();
        return customer is null ? NotFound() : customer;
    }
}
