using Microsoft.AspNetCore.Mvc;
using Rotaplan.Api.Auth;

namespace Rotaplan.Api.Controllers;

[ApiController]
[Route("api/auth")]
public class AuthController : ControllerBase
{
    private readonly RefreshTokenService _refresh;
    private readonly JwtIssuer _jwt;
    private readonly PasswordResetService _reset;

    public AuthController(RefreshTokenService refresh, JwtIssuer jwt, PasswordResetService reset)
    {
        _refresh = refresh;
        _jwt = jwt;
        _reset = reset;
    }

    public record RefreshRequest(string RefreshToken);

    public record TokenPair(string AccessToken, string RefreshToken, int ExpiresIn);

    [HttpPost("refresh")]
    public async Task<ActionResult<TokenPair>> Refresh(RefreshRequest body, CancellationToken ct)
    {
        var rotated = await _refresh.RotateAsync(body.RefreshToken, ct);
        if (rotated is null)
        {
            return Unauthorized();
        }
        var (userId, next) = rotated.Value;
        return new TokenPair(_jwt.Issue(userId), next, (int)JwtIssuer.Lifetime.TotalSeconds);
    }

    public record ForgotRequest(string Email);

    [HttpPost("forgot")]
    public async Task<IActionResult> Forgot(ForgotRequest body, CancellationToken ct)
    {
        await _reset.SendAsync(body.Email, ct);
        return Accepted();
    }
}
