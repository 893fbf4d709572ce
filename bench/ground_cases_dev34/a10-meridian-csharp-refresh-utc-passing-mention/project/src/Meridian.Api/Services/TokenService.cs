using System.IdentityModel.Tokens.Jwt;
using System.Security.Claims;
using System.Security.Cryptography;
using System.Text;
using Meridian.Api.Data;
using Microsoft.Extensions.Options;
using Microsoft.IdentityModel.Tokens;

namespace Meridian.Api.Services;

public sealed class JwtOptions
{
    public string Issuer { get; set; } = "";
    public string Audience { get; set; } = "";
    public string SigningKey { get; set; } = "";
    public int AccessTokenMinutes { get; set; } = 15;
    public int RefreshTokenDays { get; set; } = 14;
}

public sealed record TokenPair(string AccessToken, DateTime AccessTokenExpiresAt, string RefreshToken);

public sealed class TokenService
{
    private readonly JwtOptions _options;
    private readonly RefreshTokenStore _store;

    public TokenService(IOptions<JwtOptions> options, RefreshTokenStore store)
    {
        _options = options.Value;
        _store = store;
    }

    public async Task<TokenPair> IssueAsync(User user, CancellationToken ct = default)
    {
        var expires = DateTime.UtcNow.AddMinutes(_options.AccessTokenMinutes);
        var claims = new List<Claim>
        {
            new(JwtRegisteredClaimNames.Sub, user.Id.ToString()),
            new(JwtRegisteredClaimNames.Email, user.Email),
            new(JwtRegisteredClaimNames.Jti, Guid.NewGuid().ToString("N")),
        };
        claims.AddRange(user.Roles.Select(r => new Claim(ClaimTypes.Role, r)));

        var key = new SymmetricSecurityKey(Encoding.UTF8.GetBytes(_options.SigningKey));
        var jwt = new JwtSecurityToken(
            _options.Issuer,
            _options.Audience,
            claims,
            notBefore: DateTime.UtcNow,
            expires: expires,
            signingCredentials: new SigningCredentials(key, SecurityAlgorithms.HmacSha256));

        var refresh = await IssueRefreshTokenAsync(user.Id, ct);
        return new TokenPair(new JwtSecurityTokenHandler().WriteToken(jwt), expires, refresh);
    }

    private async Task<string> IssueRefreshTokenAsync(Guid userId, CancellationToken ct)
    {
        var raw = Convert.ToBase64String(RandomNumberGenerator.GetBytes(48));
        await _store.AddAsync(new RefreshToken
        {
            UserId = userId,
            TokenHash = Hash(raw),
            CreatedAt = DateTime.UtcNow,
            ExpiresAt = DateTime.UtcNow.AddDays(_options.RefreshTokenDays),
        }, ct);
        return raw;
    }

    /// <summary>
    /// Exchanges a refresh token for a new token pair. The old refresh token is revoked; presenting a
    /// token that was already revoked is treated as theft and revokes every token of that user.
    /// Returns null when the token is unknown, expired or revoked.
    /// </summary>
    public async Task<TokenPair?> RefreshAsync(string rawRefreshToken, CancellationToken ct = default)
    {
        var token = await _store.FindByHashAsync(Hash(rawRefreshToken), ct);
        if (token is null)
        {
            return null;
        }

        if (token.RevokedAt is not null)
        {
            await _store.RevokeAllForUserAsync(token.UserId, "reuse-detected", ct);
            return null;
        }

        if (!IsRefreshTokenValid(token) || token.User.IsLocked)
        {
            return null;
        }

        await _store.RevokeAsync(token, "rotated", ct);
        return await IssueAsync(token.User, ct);
    }

    public bool IsRefreshTokenValid(RefreshToken token)
    {
        return token.RevokedAt is null && token.ExpiresAt > DateTime.Now;
    }

    internal static string Hash(string raw) =>
        Convert.ToHexString(SHA256.HashData(Encoding.UTF8.GetBytes(raw)));
}
