using Huiyun.ReconReport.Services;
using Microsoft.AspNetCore.Mvc;

namespace Huiyun.ReconReport.Controllers;

[ApiController]
[Route("api/reports")]
public class ReportController : ControllerBase
{
    private const string XlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

    private readonly ReportService _reports;
    private readonly ExcelExporter _excel;

    public ReportController(ReportService reports, ExcelExporter excel)
    {
        _reports = reports;
        _excel = excel;
    }

    [HttpGet("monthly")]
    public async Task<IActionResult> Monthly([FromQuery] int year, [FromQuery] int month,
        [FromQuery] string? channel, CancellationToken ct)
    {
        if (month is < 1 or > 12 || year < 2020)
        {
            return BadRequest(new { code = "INVALID_PARAM", message = "年份或月份不合法" });
        }

        var rows = await _reports.MonthlyAsync(year, month, channel, ct);
        return Ok(rows);
    }

    [HttpGet("monthly/export")]
    public async Task<IActionResult> Export([FromQuery] int year, [FromQuery] int month,
        [FromQuery] string? channel, CancellationToken ct)
    {
        var rows = await _reports.MonthlyAsync(year, month, channel, ct);
        var bytes = _excel.Export(rows, $"{year}-{month:00}");
        var name = $"对账单_{year}{month:00}{(channel is null ? "" : "_" + channel)}.xlsx";
        return File(bytes, XlsxType, name);
    }
}
