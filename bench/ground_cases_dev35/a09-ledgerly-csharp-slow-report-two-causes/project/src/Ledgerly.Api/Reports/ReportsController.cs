using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Ledgerly.Api.Reports;

[ApiController]
[Authorize]
[Route("api/reports")]
public class ReportsController : ControllerBase
{
    private readonly ReportService _reports;

    public ReportsController(ReportService reports) => _reports = reports;

    [HttpGet("monthly")]
    public async Task<ActionResult<MonthlyReport>> Monthly([FromQuery] Guid accountId, [FromQuery] int year,
        [FromQuery] int month, CancellationToken ct)
    {
        if (month is < 1 or > 12 || year < 2000)
            return BadRequest("year/month out of range");
        return Ok(await _reports.GetMonthlyAsync(accountId, year, month, ct));
    }

    [HttpGet("balance")]
    public async Task<ActionResult<decimal>> Balance([FromQuery] Guid accountId, [FromQuery] DateTime? asOf,
        CancellationToken ct) =>
        Ok(await _reports.GetBalanceAsync(accountId, asOf ?? DateTime.UtcNow, ct));
}
