using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;
using Tillpoint.Api.Data;
using Tillpoint.Api.Dtos;

namespace Tillpoint.Api.Controllers;

[ApiController]
[Route("stores/{storeId:int}/reports")]
public sealed class ReportsController : ControllerBase
{
    private readonly TillDbContext _db;

    public ReportsController(TillDbContext db) => _db = db;

    [HttpGet("daily")]
    public async Task<ActionResult<DailyTotalsDto>> Daily(int storeId, [FromQuery] DateOnly day, CancellationToken ct)
    {
        var from = day.ToDateTime(TimeOnly.MinValue, DateTimeKind.Utc);
        var to = from.AddDays(1);
        var orders = _db.Orders.Where(o => o.StoreId == storeId && o.CreatedAt >= from && o.CreatedAt < to);

        // Aggregate in the database: nothing is materialized but the three totals.
        var count = await orders.CountAsync(ct);
        var revenue = await orders.SumAsync(o => (decimal?)o.Total, ct) ?? 0m;
        var items = await orders.SelectMany(o => o.Lines).SumAsync(l => (int?)l.Quantity, ct) ?? 0;
        return new DailyTotalsDto(day, count, revenue, items);
    }

    [HttpGet("top-products")]
    public async Task<ActionResult<IReadOnlyList<TopProductDto>>> TopProducts(
        int storeId, [FromQuery] int days = 7, CancellationToken ct = default)
    {
        var since = DateTime.UtcNow.AddDays(-days);
        return await _db.OrderLines
            .Where(l => l.Order.StoreId == storeId && l.Order.CreatedAt >= since)
            .GroupBy(l => new { l.ProductId, l.ProductName })
            .Select(g => new TopProductDto(g.Key.ProductId, g.Key.ProductName, g.Sum(l => l.Quantity)))
            .OrderByDescending(p => p.Quantity)
            .Take(10)
            .ToListAsync(ct);
    }
}
