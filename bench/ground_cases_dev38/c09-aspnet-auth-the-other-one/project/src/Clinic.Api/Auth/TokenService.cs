using System.IdentityModel.Tokens.Jwt;
using System.Security.Claims;
using System.Text;
using Microsoft.Extensions.Options;
using Microsoft.IdentityModel.Tokens;

namespace Clinic.Api.Auth;

public sealed class JwtOptions
{
    public string Issuer { get; set; } = "clinic-api";
    public string Audience { get; set; } = "clinic-web";
    public string SigningKey { get; set; } = "";
    public TimeSpan AccessTokenLifetime { get; set; } = TimeSpan.FromMinutes(30);
}

public sealed class TokenService
{
    private readonly JwtOptions _opt;
    private readonly TimeProvider _clock;

    public TokenService(IOptions<JwtOptions> opt, TimeProvider clock)
    {
        _opt = opt.Value;
        _clock = clock;
    }

    public string Issue(StaffUser user)
    {
        var now = _clock.GetUtcNow().UtcDateTime;
        var claims = new List<Claim>
        {
            new(JwtRegisteredClaimNames.Sub, user.Id.ToString()),
            new(JwtRegisteredClaimNames.Name, user.DisplayName),
            new("clinic_id", user.ClinicId.ToString()),
        };
        claims.AddRange(user.Roles.Select(r => new Claim(ClaimTypes.Role, r)));

        var key = new SymmetricSecurityKey(Encoding.UTF8.GetBytes(_opt.SigningKey));
        var token = new JwtSecurityToken(
            issuer: _opt.Issuer,
            audience: _opt.Audience,
            claims: claims,
            notBefore: now,
            expires: now.Add(_opt.AccessTokenLifetime),
            signingCredentials: new SigningCredentials(key, SecurityAlgorithms.HmacSha256));
        return new JwtSecurityTokenHandler().WriteToken(token);
    }
}
