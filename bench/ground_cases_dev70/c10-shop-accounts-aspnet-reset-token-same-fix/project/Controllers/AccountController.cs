using System.Text;
using Microsoft.AspNetCore.Identity;
using Microsoft.AspNetCore.Mvc;
using Microsoft.AspNetCore.WebUtilities;
using Microsoft.AspNetCore.Mvc.ModelBinding;
using Microsoft.Extensions.Options;
using ShopAccounts.Models;
using ShopAccounts.Services;

namespace ShopAccounts.Controllers;

[ApiController]
[Route("api/account")]
public class AccountController : ControllerBase
{
    private readonly UserManager<ApplicationUser> _users;
    private readonly SignInManager<ApplicationUser> _signIn;
    private readonly IAppEmailSender _email;
    private readonly FrontendOptions _frontend;

    public AccountController(
        UserManager<ApplicationUser> users,
        SignInManager<ApplicationUser> signIn,
        IAppEmailSender email,
        IOptions<FrontendOptions> frontend)
    {
        _users = users;
        _signIn = signIn;
        _email = email;
        _frontend = frontend.Value;
    }

    [HttpPost("register")]
    public async Task<IActionResult> Register(RegisterRequest req)
    {
        var user = new ApplicationUser { UserName = req.Email, Email = req.Email, DisplayName = req.DisplayName };
        var result = await _users.CreateAsync(user, req.Password);
        if (!result.Succeeded)
        {
            return ValidationProblem(ToModelState(result));
        }

        var token = WebEncoders.Base64UrlEncode(Encoding.UTF8.GetBytes(await _users.GenerateEmailConfirmationTokenAsync(user)));
        var link = $"{_frontend.BaseUrl}/confirm-email?userId={user.Id}&token={token}";
        await _email.SendAsync(user.Email!, "请确认你的邮箱", $"{req.DisplayName}，你好：\n\n点击下面的链接完成注册：\n{link}");
        return Ok(new { user.Id });
    }

    [HttpPost("confirm-email")]
    public async Task<IActionResult> ConfirmEmail(ConfirmEmailRequest req)
    {
        var user = await _users.FindByIdAsync(req.UserId);
        if (user is null)
        {
            return BadRequest(new { error = "invalid link" });
        }

        string token;
        try
        {
            token = Encoding.UTF8.GetString(WebEncoders.Base64UrlDecode(req.Token));
        }
        catch (FormatException)
        {
            return BadRequest(new { error = "invalid link" });
        }

        var result = await _users.ConfirmEmailAsync(user, token);
        return result.Succeeded ? Ok() : BadRequest(new { error = result.Errors.First().Description });
    }

    [HttpPost("login")]
    public async Task<IActionResult> Login(LoginRequest req)
    {
        var user = await _users.FindByEmailAsync(req.Email);
        if (user is null)
        {
            return Unauthorized(new { error = "邮箱或密码错误" });
        }

        var result = await _signIn.PasswordSignInAsync(user, req.Password, req.RememberMe, lockoutOnFailure: true);
        if (result.IsLockedOut)
        {
            return StatusCode(StatusCodes.Status423Locked, new { error = "账号已被临时锁定，请稍后再试" });
        }
        if (result.IsNotAllowed)
        {
            return StatusCode(StatusCodes.Status403Forbidden, new { error = "请先确认邮箱" });
        }
        return result.Succeeded ? Ok() : Unauthorized(new { error = "邮箱或密码错误" });
    }

    [HttpPost("forgot-password")]
    public async Task<IActionResult> ForgotPassword(ForgotPasswordRequest req)
    {
        var user = await _users.FindByEmailAsync(req.Email);
        if (user is not null && await _users.IsEmailConfirmedAsync(user))
        {
            var token = await _users.GeneratePasswordResetTokenAsync(user);
            var link = $"{_frontend.BaseUrl}/reset-password?email={Uri.EscapeDataString(user.Email!)}&token={token}";
            await _email.SendAsync(user.Email!, "重置密码", $"点击下面的链接重置密码（2 小时内有效）：\n{link}");
        }

        // 不管邮箱是否存在都返回 200，避免被用来探测注册邮箱
        return Ok();
    }

    [HttpPost("reset-password")]
    public async Task<IActionResult> ResetPassword(ResetPasswordRequest req)
    {
        var user = await _users.FindByEmailAsync(req.Email);
        if (user is null)
        {
            return BadRequest(new { error = "invalid link" });
        }

        var result = await _users.ResetPasswordAsync(user, req.Token, req.NewPassword);
        return result.Succeeded ? Ok() : ValidationProblem(ToModelState(result));
    }

    private static ModelStateDictionary ToModelState(IdentityResult result)
    {
        var state = new ModelStateDictionary();
        foreach (var error in result.Errors)
        {
            state.AddModelError(error.Code, error.Description);
        }
        return state;
    }
}
