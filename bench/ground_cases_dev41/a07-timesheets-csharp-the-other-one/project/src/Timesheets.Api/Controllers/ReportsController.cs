using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Timesheets.Api.Models;
using Timesheets.Api.Services;

namespace Timesheets.Api.Controllers;

[ApiController]
[Route("api/reports")]
[Authorize(Roles = "TeamLead,Payroll")]
public class ReportsController : ControllerBase
{
    private readonly TimesheetService _timesheets;
    private readonly PayrollExport _payroll;

    public ReportsController(TimesheetService timesheets, PayrollExport payroll)
    {
        _timesheets = timesheets;
        _payroll = payroll;
    }

    /// <summary>GET api/reports/weekly/42?week=2025-03-31</summary>
    [HttpGet("weekly/{employeeId:int}")]
    public async Task<ActionResult<WeeklyTotal>> Weekly(int employeeId, [FromQuery] DateOnly week, CancellationToken ct)
    {
        return await _timesheets.WeeklyTotalAsync(employeeId, week, ct);
    }

    /// <summary>GET api/reports/team/7?week=2025-03-31</summary>
    [HttpGet("team/{teamId:int}")]
    public async Task<ActionResult<IReadOnlyList<WeeklyTotal>>> Team(int teamId, [FromQuery] DateOnly week, CancellationToken ct)
    {
        return Ok(await _timesheets.TeamWeekAsync(teamId, week, ct));
    }

    /// <summary>GET api/reports/payroll.csv?from=2025-03-01&amp;to=2025-03-31</summary>
    [HttpGet("payroll.csv")]
    [Authorize(Roles = "Payroll")]
    public async Task<IActionResult> PayrollCsv([FromQuery] DateOnly from, [FromQuery] DateOnly to, CancellationToken ct)
    {
        var csv = await _payroll.BuildCsvAsync(from, to, ct);
        return File(System.Text.Encoding.UTF8.GetBytes(csv), "text/csv", $"payroll-{from:yyyyMMdd}-{to:yyyyMMdd}.csv");
    }
}
