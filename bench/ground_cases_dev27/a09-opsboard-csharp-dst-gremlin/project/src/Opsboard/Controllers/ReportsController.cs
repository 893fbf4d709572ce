using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Opsboard.Reports;

namespace Opsboard.Controllers;

[ApiController]
[Authorize(Policy = "Ops")]
[Route("api/reports")]
public sealed class ReportsController : ControllerBase
{
    private readonly DailyReportBuilder _builder;
    private readonly IReportMailer _mailer;
    private readonly ILogger<ReportsController> _log;

    public ReportsController(DailyReportBuilder builder, IReportMailer mailer, ILogger<ReportsController> log)
    {
        _builder = builder;
        _mailer = mailer;
        _log = log;
    }

    [HttpGet("daily")]
    public async Task<ActionResult<DailyReport>> GetDaily(CancellationToken ct)
    {
        return await _builder.BuildAsync(ct);
    }

    [HttpPost("daily/send")]
    public async Task<IActionResult> SendDaily([FromBody] SendRequest request, CancellationToken ct)
    {
        if (request.Recipients is not { Count: > 0 })
        {
            return ValidationProblem("At least one recipient is required.");
        }

        _log.LogInformation("Manual daily report send by {User} to {RecipientCount} recipients",
            User.Identity?.Name ?? "unknown", request.Recipients.Count);
        var report = await _builder.BuildAsync(ct);
        await _mailer.SendAsync(report, request.Recipients, ct);
        return Accepted();
    }

    public sealed record SendRequest(List<string> Recipients);
}
