using System.IdentityModel.Tokens.Jwt;
using System.Security.Claims;
using System.Text;
using Hr.Portal.Api.Models;
using Hr.Portal.Api.Options;
using Microsoft.Extensions.Options;
using Microsoft.IdentityModel.Tokens;

namespace Hr.Portal.Api.Services;

public class TokenService
{
    private readonly JwtOptions _opt;
    private readonly SigningCredentials _credentials;

    public TokenService(IOptions<JwtOptions> opt)
    {
        _opt = opt.Value;
        var key = Encoding.UTF8.GetBytes(_opt.SigningKey);
        if (key.Length < 32)
        {
            throw new InvalidOperationException("Jwt:SigningKey 至少需要 32 字节");
        }
        _credentials = new SigningCredentials(new SymmetricSecurityKey(key), SecurityAlgorithms.HmacSha256);
    }

    public string CreateAccessToken(Employee employee)
    {
        var claims = new List<Claim>
        {
            new(JwtRegisteredClaimNames.Sub, employee.Id.ToString()),
            new(JwtRegisteredClaimNames.Name, employee.Name),
            new("dept", employee.DepartmentCode),
        };
        claims.AddRange(employee.Roles.Select(r => new Claim(ClaimTypes.Role, r)));

        var jwt = new JwtSecurityToken(
            issuer: _opt.Issuer,
            audience: _opt.Audience,
            claims: claims,
            notBefore: DateTime.UtcNow,
            expires: DateTime.UtcNow.AddMinutes(_opt.AccessTokenMinutes),
            signingCredentials: _credentials);
        return new JwtSecurityTokenHandler().WriteToken(jwt);
    }
}
