using Contoso.Portal.Models;
using Microsoft.AspNetCore.Authentication;
using Microsoft.AspNetCore.Identity;
using Microsoft.AspNetCore.Mvc;

namespace Contoso.Portal.Controllers;

public class AccountController : Controller
{
    private readonly SignInManager<ApplicationUser> _signIn;
    private readonly UserManager<ApplicationUser> _users;

    public AccountController(SignInManager<ApplicationUser> signIn, UserManager<ApplicationUser> users)
    {
        _signIn = signIn;
        _users = users;
    }

    [HttpGet]
    public IActionResult Login(string? returnUrl = null) => View(model: returnUrl);

    [HttpPost, ValidateAntiForgeryToken]
    public async Task<IActionResult> Login(string email, string password, bool rememberMe, string? returnUrl = null)
    {
        var result = await _signIn.PasswordSignInAsync(email, password, rememberMe, lockoutOnFailure: true);
        if (result.Succeeded) return LocalRedirect(returnUrl ?? "/");
        if (result.IsLockedOut) return View("Lockout");
        ModelState.AddModelError("", "Invalid email or password.");
        return View(model: returnUrl);
    }

    [HttpPost, ValidateAntiForgeryToken]
    public IActionResult WorkAccount(string? returnUrl = null)
    {
        var redirect = Url.Action(nameof(ExternalCallback), new { returnUrl });
        var props = _signIn.ConfigureExternalAuthenticationProperties("Entra", redirect);
        return Challenge(props, "Entra");
    }

    [HttpGet]
    public async Task<IActionResult> ExternalCallback(string? returnUrl = null)
    {
        var info = await _signIn.GetExternalLoginInfoAsync();
        if (info is null) return RedirectToAction(nameof(Login));
        var result = await _signIn.ExternalLoginSignInAsync(info.LoginProvider, info.ProviderKey, isPersistent: false);
        if (result.Succeeded) return LocalRedirect(returnUrl ?? "/");
        return RedirectToAction("Link", "ExternalAccounts", new { returnUrl });
    }

    [HttpPost, ValidateAntiForgeryToken]
    public async Task<IActionResult> Logout()
    {
        await _signIn.SignOutAsync();
        return RedirectToAction("Index", "Home");
    }
}
