using Hexa.Reconciliation.Services;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Hexa.Reconciliation.Controllers;

[ApiController]
[Route("reports")]
[Authorize(Policy = "Finance")]
public class ReportsController(ReconciliationReport report) : ControllerBase
{
    [HttpGet("paypal")]
    public async Task<IActionResult> PayPal([FromQuery] DateOnly from, [FromQuery] DateOnly to, CancellationToken ct)
    {
        if (to < from) return BadRequest("to must not be before from");
        if (to.DayNumber - from.DayNumber > 31) return BadRequest("PayPal allows at most 31 days per request");
        var rows = await report.BuildAsync(from, to, ct);
        return File(System.Text.Encoding.UTF8.GetBytes(report.ToCsv(rows)), "text/csv", $"paypal-{from:yyyyMMdd}-{to:yyyyMMdd}.csv");
    }
}
