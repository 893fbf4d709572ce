using Huiyun.Portal.Services;
using Huiyun.Portal.Tenancy;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Huiyun.Portal.Controllers;

[ApiController]
[Authorize]
[Route("api/dashboard")]
public sealed class DashboardController : ControllerBase
{
    private readonly IDashboardService _dashboard;
    private readonly TimeProvider _clock;

    public DashboardController(IDashboardService dashboard, TimeProvider clock)
    {
        _dashboard = dashboard;
        _clock = clock;
    }

    [HttpGet("summary")]
    public async Task<ActionResult<DashboardSummary>> Summary([FromQuery] DateOnly? day, CancellationToken ct)
    {
        var date = day ?? DateOnly.FromDateTime(_clock.GetUtcNow().UtcDateTime);
        try
        {
            return Ok(await _dashboard.GetSummaryAsync(date, ct));
        }
        catch (TenantNotResolvedException)
        {
            return BadRequest(new { error = "X-Tenant-Id header is required" });
        }
    }
}
