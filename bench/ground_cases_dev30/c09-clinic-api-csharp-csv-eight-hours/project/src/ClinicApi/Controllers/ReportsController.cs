using ClinicApi.Services;
using Microsoft.AspNetCore.Mvc;

namespace ClinicApi.Controllers;

[ApiController]
[Route("api/reports")]
public class ReportsController : ControllerBase
{
    private readonly AppointmentReportService _reports;

    public ReportsController(AppointmentReportService reports)
    {
        _reports = reports;
    }

    /// <summary>Counts per status for one clinic day (yyyy-MM-dd, clinic time).</summary>
    [HttpGet("summary")]
    public async Task<ActionResult<DailySummary>> Summary([FromQuery] DateOnly date, CancellationToken ct)
    {
        if (date == default)
        {
            return BadRequest("date is required, e.g. ?date=2025-11-20");
        }
        return Ok(await _reports.SummaryAsync(date, ct));
    }

    /// <summary>Appointments of one clinic day as CSV (UTF-8 with BOM so Excel shows Chinese).</summary>
    [HttpGet("appointments.csv")]
    public async Task<IActionResult> AppointmentsCsv([FromQuery] DateOnly date, CancellationToken ct)
    {
        if (date == default)
        {
            return BadRequest("date is required, e.g. ?date=2025-11-20");
        }
        var csv = await _reports.ExportCsvAsync(date, ct);
        var bytes = System.Text.Encoding.UTF8.GetPreamble().Concat(System.Text.Encoding.UTF8.GetBytes(csv)).ToArray();
        return File(bytes, "text/csv; charset=utf-8", $"appointments-{date:yyyy-MM-dd}.csv");
    }
}
