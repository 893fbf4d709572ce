using Microsoft.AspNetCore.Mvc;
using ReportsApi.Services;

namespace ReportsApi.Controllers;

[ApiController]
[Route("api/reports")]
public class ReportsController : ControllerBase
{
    private readonly ReportService _reports;

    public ReportsController(ReportService reports) => _reports = reports;

    [HttpGet("customer/{id:long}/orders")]
    [ResponseCache(Duration = 60, Location = ResponseCacheLocation.Client, VaryByQueryKeys = new[] { "days" })]
    public async Task<ActionResult<CustomerReport>> CustomerOrders(long id, [FromQuery] int days = 90, CancellationToken ct = default)
    {
        if (days is < 1 or > 366)
            return BadRequest("days must be between 1 and 366");
        var since = DateTime.UtcNow.AddDays(-days);
        return await _reports.CustomerOrdersAsync(id, since, ct);
    }
}
