using Contoso.Portal.Models;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Identity;
using Microsoft.AspNetCore.Mvc;

namespace Contoso.Portal.Controllers;

[Authorize]
public class ProfileController : Controller
{
    private readonly UserManager<ApplicationUser> _users;

    public ProfileController(UserManager<ApplicationUser> users)
    {
        _users = users;
    }

    [HttpGet]
    public async Task<IActionResult> Index()
    {
        var user = await _users.GetUserAsync(User);
        return user is null ? Challenge() : View(user);
    }

    [HttpPost, ValidateAntiForgeryToken]
    public async Task<IActionResult> Preferences(string locale, string timeZone, bool marketingConsent)
    {
        var user = await _users.GetUserAsync(User);
        if (user is null) return Challenge();
        if (!TimeZoneInfo.TryFindSystemTimeZoneById(timeZone, out _))
        {
            ModelState.AddModelError(nameof(timeZone), "Unknown time zone.");
            return View("Index", user);
        }
        user.Locale = locale;
        user.TimeZone = timeZone;
        user.MarketingConsent = marketingConsent;
        await _users.UpdateAsync(user);
        return RedirectToAction(nameof(Index));
    }

    [HttpGet]
    public async Task<IActionResult> Export([FromServices] DataExportService export)
    {
        var userId = _users.GetUserId(User);
        if (userId is null) return Challenge();
        var data = await export.ExportAsync(userId);
        var json = System.Text.Json.JsonSerializer.SerializeToUtf8Bytes(data, new System.Text.Json.JsonSerializerOptions { WriteIndented = true });
        return File(json, "application/json", $"contoso-portal-export-{DateTime.UtcNow:yyyyMMdd}.json");
    }
}
