using System.Globalization;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;
using Tsumiki.Api.Data;
using Tsumiki.Api.Services;

namespace Tsumiki.Api.Controllers;

[ApiController]
[Route("admin/finance")]
[Authorize(Roles = "staff")]
public class FinanceExportController : ControllerBase
{
    private readonly AppDbContext _db;
    private readonly FinanceExportService _export;

    public FinanceExportController(AppDbContext db, FinanceExportService export)
    {
        _db = db;
        _export = export;
    }

    [HttpGet("invoices.csv")]
    public async Task<IActionResult> Invoices([FromQuery] string month, CancellationToken ct)
    {
        if (!DateTime.TryParseExact(month, "yyyy-MM", CultureInfo.InvariantCulture, DateTimeStyles.None, out var start))
        {
            return BadRequest(new { error = "month must be yyyy-MM" });
        }
        var end = start.AddMonths(1);
        var invoices = await _db.Invoices.Where(i => i.IssuedAt >= start && i.IssuedAt < end).ToListAsync(ct);
        var csv = _export.ToCsv(invoices);
        return File(System.Text.Encoding.UTF8.GetBytes(csv), "text/csv", $"invoices-{month}.csv");
    }
}
