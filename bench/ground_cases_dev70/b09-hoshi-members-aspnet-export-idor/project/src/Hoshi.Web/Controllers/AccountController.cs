using Hoshi.Web.Models;
using Hoshi.Web.Services;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Identity;
using Microsoft.AspNetCore.Mvc;

namespace Hoshi.Web.Controllers;

[Authorize]
[Route("account")]
public class AccountController : Controller
{
    private readonly UserManager<AppUser> _userManager;
    private readonly SignInManager<AppUser> _signInManager;
    private readonly IAuditLogger _audit;

    public AccountController(UserManager<AppUser> userManager, SignInManager<AppUser> signInManager, IAuditLogger audit)
    {
        _userManager = userManager;
        _signInManager = signInManager;
        _audit = audit;
    }

    [HttpGet("delete")]
    public IActionResult ConfirmDelete() => View();

    [HttpPost("delete")]
    [ValidateAntiForgeryToken]
    public async Task<IActionResult> Delete(string password)
    {
        var user = await _userManager.GetUserAsync(User);
        if (user is null)
        {
            return Challenge();
        }

        if (!await _userManager.CheckPasswordAsync(user, password))
        {
            ModelState.AddModelError(string.Empty, "パスワードが正しくありません。");
            return View("ConfirmDelete");
        }

        var userId = user.Id;
        var email = user.Email;
        var result = await _userManager.DeleteAsync(user);
        if (!result.Succeeded)
        {
            return View("ConfirmDelete");
        }

        await _audit.LogAsync("account.deleted", userId, userId, $"email={email}");

        await _signInManager.SignOutAsync();
        return RedirectToAction("Goodbye", "Home");
    }
}
