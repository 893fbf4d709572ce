using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using ZaikoApi.Data;

namespace ZaikoApi.Controllers;

[ApiController]
[Authorize]
[Route("api/reports")]
public class ReportController : ControllerBase
{
    private readonly ReportRepository _reports;

    public ReportController(ReportRepository reports)
    {
        _reports = reports;
    }

    /// 月次入出庫集計。倉庫コードは画面のプルダウンから渡される (例: TKY01)
    [HttpGet("movements")]
    public async Task<IActionResult> Movements([FromQuery] string warehouse, [FromQuery] int year, [FromQuery] int month)
    {
        if (month is < 1 or > 12)
        {
            return BadRequest("month は 1〜12 で指定してください");
        }
        var rows = await _reports.GetMonthlyMovementsAsync(warehouse, year, month);
        return Ok(rows);
    }

    /// 在庫が発注点を下回っている品目
    [HttpGet("below-reorder-point")]
    public async Task<IActionResult> BelowReorderPoint([FromQuery] string? warehouse)
    {
        var rows = await _reports.GetBelowReorderPointAsync(warehouse);
        return Ok(rows);
    }

    [HttpGet("ping")]
    public IActionResult Ping() => Ok(new { at = DateTimeOffset.Now });
}
