using System.Text;
using Microsoft.AspNetCore.Mvc;
using Reporting.Api.Export;
using Reporting.Api.Services;

namespace Reporting.Api.Controllers;

[ApiController]
[Route("api/reports")]
public sealed class ReportsController : ControllerBase
{
    private readonly ReportService _reports;

    public ReportsController(ReportService reports) => _reports = reports;

    [HttpGet("monthly")]
    public async Task<ActionResult<IReadOnlyList<MonthlyRow>>> Monthly(int year, int month, CancellationToken ct)
    {
        if (month is < 1 or > 12)
        {
            return BadRequest("month must be 1-12");
        }
        return Ok(await _reports.MonthlyAsync(year, month, ct));
    }

    [HttpGet("monthly.csv")]
    public async Task<IActionResult> MonthlyCsv(int year, int month, CancellationToken ct)
    {
        if (month is < 1 or > 12)
        {
            return BadRequest("month must be 1-12");
        }
        var rows = await _reports.MonthlyAsync(year, month, ct);
        var csv = CsvExporter.MonthlyToCsv(rows, new DateOnly(year, month, 1));
        return File(Encoding.UTF8.GetBytes(csv), "text/csv", $"monthly-{year}-{month:00}.csv");
    }
}
