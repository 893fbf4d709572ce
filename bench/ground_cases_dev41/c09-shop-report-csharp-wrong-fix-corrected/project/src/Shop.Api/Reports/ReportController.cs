using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Shop.Api.Reports;

[ApiController]
[Authorize(Roles = "finance,admin")]
[Route("api/reports")]
public class ReportController : ControllerBase
{
    private readonly ReportService _reports;

    public ReportController(ReportService reports) => _reports = reports;

    /// <summary>Sales per order between two dates (inclusive, China local dates).</summary>
    [HttpGet("sales")]
    public async Task<IActionResult> Sales([FromQuery] DateOnly from, [FromQuery] DateOnly to,
        [FromQuery] int? storeId, CancellationToken ct)
    {
        if (to < from)
            return BadRequest(new { error = "to must not be before from" });
        if (to.DayNumber - from.DayNumber > 92)
            return BadRequest(new { error = "range is limited to 3 months" });

        var rows = await _reports.GetSalesAsync(from, to, storeId, ct);
        return Ok(rows);
    }

    [HttpGet("sales.csv")]
    public async Task<IActionResult> SalesCsv([FromQuery] DateOnly from, [FromQuery] DateOnly to,
        [FromQuery] int? storeId, CancellationToken ct)
    {
        if (to < from)
            return BadRequest(new { error = "to must not be before from" });

        var rows = await _reports.GetSalesAsync(from, to, storeId, ct);
        var bytes = CsvExporter.Write(rows);
        return File(bytes, "text/csv", $"sales-{from:yyyyMMdd}-{to:yyyyMMdd}.csv");
    }
}
