using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;
using OrderHub.Api.Common;
using OrderHub.Api.Data;
using OrderHub.Api.Dtos;
using OrderHub.Api.Services;

namespace OrderHub.Api.Controllers;

[ApiController]
[Route("api/orders")]
public class OrdersController : ControllerBase
{
    private readonly OrderHubDbContext _db;
    private readonly CsvExporter _csv;

    public OrdersController(OrderHubDbContext db, CsvExporter csv)
    {
        _db = db;
        _csv = csv;
    }

    [HttpGet]
    public async Task<ActionResult<PagedResult<OrderDto>>> List(
        [FromQuery] int page = 1, [FromQuery] int pageSize = 20, [FromQuery] string? status = null)
    {
        pageSize = Math.Clamp(pageSize, 1, 100);
        var query = _db.Orders.AsNoTracking().Where(o => !o.IsDeleted);
        if (!string.IsNullOrEmpty(status))
        {
            query = query.Where(o => o.Status == status);
        }

        var total = await query.CountAsync();
        var items = await query
            .OrderByDescending(o => o.CreatedAt)
            .Skip((page - 1) * pageSize)
            .Take(pageSize)
            .Select(o => new OrderDto(o.Id, o.No, o.CustomerName, o.Amount, o.Status, o.CreatedAt))
            .ToListAsync();

        // legacy app (< 4.0) reads paging from headers
        Response.Headers["X-Total-Count"] = total.ToString();
        Response.Headers["X-Total-Pages"] = (total / pageSize).ToString();

        return new PagedResult<OrderDto>(items, total, page, pageSize);
    }

    [HttpGet("export")]
    public async Task<IActionResult> Export([FromQuery] DateOnly from, [FromQuery] DateOnly to)
    {
        var start = from.ToDateTime(TimeOnly.MinValue);
        var end = to.AddDays(1).ToDateTime(TimeOnly.MinValue);
        var rows = await _db.Orders
            .Where(o => !o.IsDeleted && o.CreatedAt >= start && o.CreatedAt < end)
            .OrderBy(o => o.CreatedAt)
            .Select(o => new OrderDto(o.Id, o.No, o.CustomerName, o.Amount, o.Status, o.CreatedAt))
            .ToListAsync();
        var bytes = _csv.Write(rows);
        return File(bytes, "text/csv", $"orders-{from:yyyyMMdd}-{to:yyyyMMdd}.csv");
    }
}
