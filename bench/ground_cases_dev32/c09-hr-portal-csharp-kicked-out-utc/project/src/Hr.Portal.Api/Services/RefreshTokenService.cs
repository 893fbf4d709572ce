using System.Security.Cryptography;
using Hr.Portal.Api.Data;
using Hr.Portal.Api.Models;
using Hr.Portal.Api.Options;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Options;

namespace Hr.Portal.Api.Services;

/// <summary>
/// 刷新令牌：登录时签发，access token 过期后前端用它换新的一对令牌（每次都轮换）。
/// </summary>
public class RefreshTokenService
{
    private readonly PortalDbContext _db;
    private readonly JwtOptions _opt;

    public RefreshTokenService(PortalDbContext db, IOptions<JwtOptions> opt)
    {
        _db = db;
        _opt = opt.Value;
    }

    public async Task<RefreshToken> CreateAsync(int userId, string? ip)
    {
        var token = new RefreshToken
        {
            UserId = userId,
            Token = Convert.ToBase64String(RandomNumberGenerator.GetBytes(48)),
            CreatedAt = DateTime.UtcNow,
            ExpiresAt = DateTime.UtcNow.AddHours(_opt.RefreshTokenLifetimeHours),
            CreatedByIp = ip,
        };
        _db.RefreshTokens.Add(token);
        await _db.SaveChangesAsync();
        return token;
    }

    /// <summary>校验刷新令牌（存在、未吊销、未过期），通过后吊销旧令牌并签发新令牌。</summary>
    public async Task<RefreshToken?> RotateAsync(string raw, string? ip)
    {
        var token = await _db.RefreshTokens.SingleOrDefaultAsync(t => t.Token == raw);
        if (token is null || token.RevokedAt is not null)
        {
            return null;
        }
        if (token.ExpiresAt <= DateTime.Now)
        {
            return null;
        }

        token.RevokedAt = DateTime.UtcNow;
        token.RevokedByIp = ip;
        var next = await CreateAsync(token.UserId, ip);
        token.ReplacedByToken = next.Token;
        await _db.SaveChangesAsync();
        return next;
    }

    public async Task RevokeAllAsync(int userId, string? ip)
    {
        var active = await _db.RefreshTokens
            .Where(t => t.UserId == userId && t.RevokedAt == null)
            .ToListAsync();
        foreach (var t in active)
        {
            t.RevokedAt = DateTime.UtcNow;
            t.RevokedByIp = ip;
        }
        await _db.SaveChangesAsync();
    }
}
