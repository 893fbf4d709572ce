using Microsoft.AspNetCore.Mvc;
using ReportsApi.Data;
using ReportsApi.Models;
using ReportsApi.Services;

namespace ReportsApi.Controllers;

[ApiController]
[Route("api/orders")]
public class OrdersController : ControllerBase
{
    private readonly OrderQueries _orders;
    private readonly CsvExporter _csv;

    public OrdersController(OrderQueries orders, CsvExporter csv)
    {
        _orders = orders;
        _csv = csv;
    }

    public const int DefaultPageSize = 100;
    public const int MaxPageSize = 500;

    [HttpGet]
    public async Task<ActionResult<List<Order>>> List(DateOnly from, DateOnly to, CancellationToken ct,
                                                      int page = 1, int size = DefaultPageSize)
    {
        if (to < from) return BadRequest("to is before from");
        if (page < 1) return BadRequest("page starts at 1");
        size = Math.Clamp(size, 1, MaxPageSize);
        var (items, total) = await _orders.PageAsync(from, to, page, size, ct);
        Response.Headers["X-Total-Count"] = total.ToString();
        return items;
    }

    [HttpGet("export.csv")]
    public async Task<IActionResult> Export(DateOnly from, DateOnly to, CancellationToken ct)
    {
        var orders = await _orders.BetweenAsync(from, to, ct);
        return File(_csv.Orders(orders), "text/csv", $"orders-{from:yyyyMMdd}-{to:yyyyMMdd}.csv");
    }
}
