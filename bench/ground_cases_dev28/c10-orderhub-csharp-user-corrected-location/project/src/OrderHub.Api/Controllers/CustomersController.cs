using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;
using OrderHub.Api.Common;
using OrderHub.Api.Data;
using OrderHub.Api.Dtos;

namespace OrderHub.Api.Controllers;

[ApiController]
[Route("api/customers")]
public class CustomersController : ControllerBase
{
    private readonly OrderHubDbContext _db;

    public CustomersController(OrderHubDbContext db) => _db = db;

    [HttpGet]
    public async Task<PagedResult<CustomerDto>> List([FromQuery] int page = 1, [FromQuery] int pageSize = 20)
    {
        pageSize = Math.Clamp(pageSize, 1, 100);
        var total = await _db.Customers.CountAsync();
        var items = await _db.Customers
            .OrderBy(c => c.Name)
            .Skip((page - 1) * pageSize)
            .Take(pageSize)
            .Select(c => new CustomerDto(c.Id, c.Name, c.Phone, c.Level))
            .ToListAsync();
        return new PagedResult<CustomerDto>(items, total, page, pageSize);
    }
}
