using Microsoft.AspNetCore.Mvc;
using Shop.Reports;

namespace Shop.Controllers;

[ApiController]
[Route("api/reports")]
public class ReportsController : ControllerBase
{
    private readonly SalesReportService _reports;

    public ReportsController(SalesReportService reports) => _reports = reports;

    [HttpGet("sales")]
    public async Task<IActionResult> Sales([FromQuery] DateTime from, [FromQuery] DateTime to, CancellationToken ct)
    {
        var rows = await _reports.GetSalesAsync(from, to, ct);
        return File(CsvExporter.SalesToCsv(rows), "text/csv", $"sales-{from:yyyyMMdd}-{to:yyyyMMdd}.csv");
    }

    [HttpGet("top-customers")]
    public async Task<IActionResult> TopCustomers([FromQuery] string region, [FromQuery] int top = 20, CancellationToken ct = default)
    {
        var rows = await _reports.GetTopCustomersAsync(region, top, ct);
        return File(CsvExporter.CustomersToCsv(rows), "text/csv", $"top-{region}.csv");
    }
}
