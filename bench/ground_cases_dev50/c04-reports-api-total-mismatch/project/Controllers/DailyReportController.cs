using Microsoft.AspNetCore.Mvc;
using ReportsApi.Models;
using ReportsApi.Services;

namespace ReportsApi.Controllers;

[ApiController]
[Route("api/reports/daily")]
public class DailyReportController : ControllerBase
{
    private readonly ReportService _reports;
    private readonly CsvExporter _csv;

    public DailyReportController(ReportService reports, CsvExporter csv)
    {
        _reports = reports;
        _csv = csv;
    }

    [HttpGet("{day}")]
    public async Task<ActionResult<DailyReport>> Get(DateOnly day, CancellationToken ct)
    {
        if (day > DateOnly.FromDateTime(DateTime.UtcNow.AddHours(8)))
            return BadRequest("day is in the future");
        return await _reports.BuildAsync(day, ct);
    }

    [HttpGet("{day}.csv")]
    public async Task<IActionResult> Csv(DateOnly day, CancellationToken ct)
    {
        var report = await _reports.BuildAsync(day, ct);
        return File(_csv.DailyReport(report), "text/csv", $"daily-{day:yyyyMMdd}.csv");
    }
}
