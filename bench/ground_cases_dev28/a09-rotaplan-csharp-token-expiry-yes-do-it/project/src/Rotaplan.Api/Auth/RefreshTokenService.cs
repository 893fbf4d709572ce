using System.Security.Cryptography;
using Microsoft.EntityFrameworkCore;
using Rotaplan.Api.Data;

namespace Rotaplan.Api.Auth;

/// <summary>
/// Issues and rotates refresh tokens. Only a SHA-256 hash of each token is stored;
/// all times in the table are UTC.
/// </summary>
public class RefreshTokenService
{
    public static readonly TimeSpan Lifetime = TimeSpan.FromDays(14);

    private readonly RotaplanDb _db;

    public RefreshTokenService(RotaplanDb db)
    {
        _db = db;
    }

    public async Task<string> IssueAsync(int userId, CancellationToken ct = default)
    {
        var raw = Convert.ToBase64String(RandomNumberGenerator.GetBytes(48));
        var now = DateTime.UtcNow;
        _db.RefreshTokens.Add(new RefreshToken
        {
            UserId = userId,
            TokenHash = Hash(raw),
            CreatedAtUtc = now,
            ExpiresAtUtc = now + Lifetime,
        });
        await _db.SaveChangesAsync(ct);
        return raw;
    }

    /// <summary>Checks a presented token and replaces it with a new one (rotation).</summary>
    public async Task<(int UserId, string NewToken)?> RotateAsync(string raw, CancellationToken ct = default)
    {
        var hash = Hash(raw);
        var token = await _db.RefreshTokens.SingleOrDefaultAsync(t => t.TokenHash == hash, ct);
        if (token is null || token.RevokedAtUtc is not null || IsExpired(token))
        {
            return null;
        }

        var next = await IssueAsync(token.UserId, ct);
        token.RevokedAtUtc = DateTime.UtcNow;
        token.ReplacedByHash = Hash(next);
        await _db.SaveChangesAsync(ct);
        return (token.UserId, next);
    }

    public async Task RevokeAllAsync(int userId, CancellationToken ct = default)
    {
        await _db.RefreshTokens
            .Where(t => t.UserId == userId && t.RevokedAtUtc == null)
            .ExecuteUpdateAsync(s => s.SetProperty(t => t.RevokedAtUtc, DateTime.UtcNow), ct);
    }

    public static bool IsExpired(RefreshToken token) => DateTime.Now >= token.ExpiresAtUtc;

    private static string Hash(string raw) =>
        Convert.ToHexString(SHA256.HashData(System.Text.Encoding.UTF8.GetBytes(raw)));
}
