using Hexa.Warehouse.Api.Services;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Hexa.Warehouse.Api.Controllers;

[ApiController]
[Authorize(Roles = "ops")]
[Route("api/dashboard")]
public class DashboardController(OrderService orders) : ControllerBase
{
    [HttpGet("today")]
    public Task<DashboardDto> Today(CancellationToken ct) =>
        orders.GetDashboardAsync(DateOnly.FromDateTime(DateTime.UtcNow), ct);

    [HttpGet("{day}")]
    public Task<DashboardDto> ForDay(DateOnly day, CancellationToken ct) =>
        orders.GetDashboardAsync(day, ct);

    [HttpGet("export")]
    public async Task Export([FromQuery] DateOnly from, [FromQuery] DateOnly to, CancellationToken ct)
    {
        if (to < from || to.DayNumber - from.DayNumber > 92)
        {
            Response.StatusCode = StatusCodes.Status400BadRequest;
            return;
        }
        Response.ContentType = "text/csv; charset=utf-8";
        Response.Headers.ContentDisposition = $"attachment; filename=orders-{from:yyyyMMdd}-{to:yyyyMMdd}.csv";
        await orders.ExportCsvAsync(from, to, Response.Body, ct);
    }
}
