using System.Security.Cryptography;
using System.Text;

namespace Kiosk.Api.Auth;

public sealed record SessionToken(string UserId, DateTime IssuedAt, DateTime ExpiresAt, string Signature);

public sealed class TokenService
{
    public static readonly TimeSpan Lifetime = TimeSpan.FromHours(2);

    private readonly byte[] _key;
    private readonly UserStore _users;

    public TokenService(byte[] key, UserStore users)
    {
        _key = key;
        _users = users;
    }

    public SessionToken Issue(string userId)
    {
        var now = DateTime.UtcNow;
        var expires = now.Add(Lifetime);
        return new SessionToken(userId, now, expires, Sign(userId, expires));
    }

    public bool Validate(SessionToken token)
    {
        try
        {
            if (!CryptographicOperations.FixedTimeEquals(
                    Convert.FromBase64String(token.Signature),
                    Convert.FromBase64String(Sign(token.UserId, token.ExpiresAt))))
            {
                return false;
            }
        }
        catch (FormatException)
        {
            return false;
        }
        if (DateTime.Now > token.ExpiresAt)
        {
            return false;
        }
        var user = _users.GetUser(token.UserId);
        if (user is null)
        {
            return false;
        }
        return user.RevokedAt is null || user.RevokedAt < token.IssuedAt;
    }

    private string Sign(string userId, DateTime expiresAt)
    {
        using var hmac = new HMACSHA256(_key);
        var payload = Encoding.UTF8.GetBytes($"{userId}|{expiresAt:O}");
        return Convert.ToBase64String(hmac.ComputeHash(payload));
    }
}
