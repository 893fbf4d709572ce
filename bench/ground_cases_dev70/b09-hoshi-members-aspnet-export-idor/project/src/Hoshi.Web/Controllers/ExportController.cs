using Hoshi.Web.Models;
using Hoshi.Web.Services;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Identity;
using Microsoft.AspNetCore.Mvc;

namespace Hoshi.Web.Controllers;

[Authorize]
[Route("export")]
public class ExportController : Controller
{
    private readonly UserManager<AppUser> _userManager;
    private readonly DataExportService _exports;
    private readonly IAuditLogger _audit;

    public ExportController(UserManager<AppUser> userManager, DataExportService exports, IAuditLogger audit)
    {
        _userManager = userManager;
        _exports = exports;
        _audit = audit;
    }

    [HttpGet("")]
    public async Task<IActionResult> Download([FromQuery] string? userId)
    {
        var targetId = userId ?? _userManager.GetUserId(User);
        if (targetId is null)
        {
            return Challenge();
        }

        var bytes = await _exports.BuildAsync(targetId);
        await _audit.LogAsync("account.exported", _userManager.GetUserId(User), targetId);
        return File(bytes, "application/json", $"hoshi-export-{DateTime.UtcNow:yyyyMMdd}.json");
    }
}
