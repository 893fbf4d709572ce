using Hr.Portal.Api.Data;
using Hr.Portal.Api.Services;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;

namespace Hr.Portal.Api.Controllers;

[ApiController]
[Route("api/auth")]
public class AuthController : ControllerBase
{
    private readonly PortalDbContext _db;
    private readonly TokenService _tokens;
    private readonly RefreshTokenService _refresh;
    private readonly PasswordHasher _hasher;
    private readonly ILogger<AuthController> _logger;

    public AuthController(PortalDbContext db, TokenService tokens, RefreshTokenService refresh,
        PasswordHasher hasher, ILogger<AuthController> logger)
    {
        _db = db;
        _tokens = tokens;
        _refresh = refresh;
        _hasher = hasher;
        _logger = logger;
    }

    public record LoginRequest(string EmployeeNo, string Password);
    public record RefreshRequest(string RefreshToken);
    public record TokenPair(string AccessToken, string RefreshToken);

    [HttpPost("login")]
    public async Task<ActionResult<TokenPair>> Login(LoginRequest req)
    {
        var employee = await _db.Employees.Include(e => e.Roles)
            .SingleOrDefaultAsync(e => e.EmployeeNo == req.EmployeeNo && e.Active);
        if (employee is null || !_hasher.Verify(req.Password, employee.PasswordHash))
        {
            _logger.LogInformation("login failed for {EmployeeNo}", req.EmployeeNo);
            return Unauthorized();
        }
        var refresh = await _refresh.CreateAsync(employee.Id, HttpContext.Connection.RemoteIpAddress?.ToString());
        return new TokenPair(_tokens.CreateAccessToken(employee), refresh.Token);
    }

    [HttpPost("refresh")]
    public async Task<ActionResult<TokenPair>> Refresh(RefreshRequest req)
    {
        var next = await _refresh.RotateAsync(req.RefreshToken, HttpContext.Connection.RemoteIpAddress?.ToString());
        if (next is null)
        {
            return Unauthorized();
        }
        var employee = await _db.Employees.Include(e => e.Roles).SingleAsync(e => e.Id == next.UserId);
        return new TokenPair(_tokens.CreateAccessToken(employee), next.Token);
    }
}
