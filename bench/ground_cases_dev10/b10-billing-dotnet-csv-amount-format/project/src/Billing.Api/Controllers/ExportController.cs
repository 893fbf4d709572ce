using System.Text;
using Billing.Api.Services;
using Microsoft.AspNetCore.Mvc;

namespace Billing.Api.Controllers;

[ApiController]
[Route("api/exports")]
public class ExportController : ControllerBase
{
    private readonly OrderExportService _exports;

    public ExportController(OrderExportService exports)
    {
        _exports = exports;
    }

    /// <summary>GET /api/exports/orders/2025/11 → orders-2025-11.csv</summary>
    [HttpGet("orders/{year:int}/{month:int:range(1,12)}")]
    public async Task<IActionResult> Orders(int year, int month, CancellationToken ct)
    {
        var csv = await _exports.ExportMonthAsync(year, month, ct);

        // Excel で開く人がいるので BOM 付き UTF-8
        var bytes = Encoding.UTF8.GetPreamble().Concat(Encoding.UTF8.GetBytes(csv)).ToArray();
        return File(bytes, "text/csv; charset=utf-8", $"orders-{year}-{month:D2}.csv");
    }
}
