using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Billing.Api.Reports;

[ApiController]
[Authorize(Policy = "MerchantAdmin")]
[Route("api/merchants/{merchantId:guid}/statements")]
public sealed class StatementController : ControllerBase
{
    private const string Xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

    private readonly ExportService _export;

    public StatementController(ExportService export)
    {
        _export = export;
    }

    [HttpGet("export")]
    public async Task<IActionResult> Export(Guid merchantId, [FromQuery] DateOnly from, [FromQuery] DateOnly to, CancellationToken ct)
    {
        if (to < from || to.DayNumber - from.DayNumber > 92)
        {
            return BadRequest(new { error = "range must be 1 to 93 days" });
        }

        var bytes = await _export.ExportStatementAsync(merchantId, from, to, ct);
        return File(bytes, Xlsx, $"statement-{from:yyyyMMdd}-{to:yyyyMMdd}.xlsx");
    }
}
