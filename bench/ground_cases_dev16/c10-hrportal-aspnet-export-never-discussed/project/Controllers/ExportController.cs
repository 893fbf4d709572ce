using HrPortal.Api.Services;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace HrPortal.Api.Controllers;

[ApiController]
[Route("api/export")]
[Authorize(Roles = "hr-admin")]
public class ExportController : ControllerBase
{
    private const string XlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

    private readonly ExportService _export;
    private readonly ILogger<ExportController> _log;

    public ExportController(ExportService export, ILogger<ExportController> log)
    {
        _export = export;
        _log = log;
    }

    [HttpGet("employees")]
    public async Task<IActionResult> Employees([FromQuery] int? departmentId, CancellationToken ct)
    {
        var started = DateTime.UtcNow;
        var bytes = await _export.EmployeesXlsxAsync(departmentId, ct);
        _log.LogInformation("employee export: {Bytes} bytes in {Ms} ms", bytes.Length,
            (DateTime.UtcNow - started).TotalMilliseconds);
        var name = $"employees_{DateTime.Now:yyyyMMdd}.xlsx";
        return File(bytes, XlsxType, name);
    }
}
