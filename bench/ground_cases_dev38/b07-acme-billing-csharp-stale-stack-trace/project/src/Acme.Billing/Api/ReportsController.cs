using Acme.Billing.Reports;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Acme.Billing.Api;

[ApiController]
[Authorize(Policy = "Staff")]
[Route("api/customers/{customerId:guid}/summary")]
public sealed class ReportsController : ControllerBase
{
    private readonly ReportService _reports;

    public ReportsController(ReportService reports)
    {
        _reports = reports;
    }

    [HttpGet]
    public async Task<ActionResult<CustomerSummary>> GetSummary(Guid customerId, CancellationToken ct)
    {
        var summary = await _reports.GetSummaryAsync(customerId, ct);
        if (summary is null)
        {
            return NotFound();
        }

        return summary;
    }
}
