using Crm.Api.Services;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Crm.Api.Controllers;

[ApiController]
[Authorize(Roles = "Manager")]
[Route("api/reports")]
public class ReportsController : ControllerBase
{
    private readonly SalesReportService _reports;

    public ReportsController(SalesReportService reports) => _reports = reports;

    [HttpGet("sales/{year:int}/{month:int}")]
    public async Task<IActionResult> Sales(int year, int month, CancellationToken ct)
    {
        if (month is < 1 or > 12) return BadRequest("month must be 1-12");
        return Ok(await _reports.MonthlyByRegionAsync(year, month, ct));
    }
}
