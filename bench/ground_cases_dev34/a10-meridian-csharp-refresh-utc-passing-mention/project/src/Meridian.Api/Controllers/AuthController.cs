using Meridian.Api.Data;
using Meridian.Api.Services;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Identity;
using Microsoft.AspNetCore.Mvc;

namespace Meridian.Api.Controllers;

[ApiController]
[Route("auth")]
public sealed class AuthController : ControllerBase
{
    private readonly UserRepository _users;
    private readonly TokenService _tokens;
    private readonly IPasswordHasher<User> _hasher;

    public AuthController(UserRepository users, TokenService tokens, IPasswordHasher<User> hasher)
    {
        _users = users;
        _tokens = tokens;
        _hasher = hasher;
    }

    public sealed record LoginRequest(string Email, string Password);

    [AllowAnonymous]
    [HttpPost("login")]
    public async Task<ActionResult<TokenPair>> Login(LoginRequest request, CancellationToken ct)
    {
        var user = await _users.FindByEmailAsync(request.Email, ct);
        if (user is null || user.IsLocked)
        {
            return Unauthorized();
        }

        var result = _hasher.VerifyHashedPassword(user, user.PasswordHash, request.Password);
        if (result == PasswordVerificationResult.Failed)
        {
            await _users.RecordFailedLoginAsync(user, ct);
            return Unauthorized();
        }

        return Ok(await _tokens.IssueAsync(user, ct));
    }

    public sealed record RefreshRequest(string RefreshToken);

    [AllowAnonymous]
    [HttpPost("refresh")]
    public async Task<ActionResult<TokenPair>> Refresh(RefreshRequest request, CancellationToken ct)
    {
        if (string.IsNullOrWhiteSpace(request.RefreshToken))
        {
            return BadRequest();
        }

        var pair = await _tokens.RefreshAsync(request.RefreshToken, ct);
        return pair is null ? Unauthorized() : Ok(pair);
    }
}
