using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Shop.Reports;

[ApiController]
[Authorize(Roles = "finance")]
[Route("api/reports")]
public sealed class ReportsController : ControllerBase
{
    private readonly ExportService _exports;
    private readonly ISalesQuery _sales;

    public ReportsController(ExportService exports, ISalesQuery sales)
    {
        _exports = exports;
        _sales = sales;
    }

    [HttpGet("sales")]
    public async Task<IActionResult> Sales([FromQuery] DateOnly from, [FromQuery] DateOnly to, CancellationToken ct)
    {
        var range = DateRange.Create(from, to);
        var rows = await _sales.ListAsync(range, ct);
        return Ok(rows);
    }

    [HttpPost("sales/export")]
    public IActionResult Export([FromQuery] DateOnly from, [FromQuery] DateOnly to)
    {
        var range = DateRange.Create(from, to);
        var job = _exports.QueueExport(range, User.Identity?.Name ?? "unknown");
        return Accepted(new { job.Id, status = job.Status.ToString() });
    }

    [HttpGet("exports/{id:guid}")]
    public IActionResult ExportStatus(Guid id)
    {
        var job = _exports.Find(id);
        return job is null ? NotFound() : Ok(new { job.Id, status = job.Status.ToString(), job.DownloadUrl });
    }
}
