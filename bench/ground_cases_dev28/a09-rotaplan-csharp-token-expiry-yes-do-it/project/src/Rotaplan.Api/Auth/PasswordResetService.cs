using System.Security.Cryptography;
using Microsoft.EntityFrameworkCore;
using Rotaplan.Api.Data;

namespace Rotaplan.Api.Auth;

public class PasswordResetService
{
    public static readonly TimeSpan Lifetime = TimeSpan.FromHours(1);

    private readonly RotaplanDb _db;
    private readonly IEmailSender _email;

    public PasswordResetService(RotaplanDb db, IEmailSender email)
    {
        _db = db;
        _email = email;
    }

    public async Task SendAsync(string emailAddress, CancellationToken ct = default)
    {
        var user = await _db.Users.SingleOrDefaultAsync(u => u.Email == emailAddress, ct);
        if (user is null)
        {
            return; // don't reveal whether the address exists
        }

        var raw = Convert.ToHexString(RandomNumberGenerator.GetBytes(32));
        user.ResetTokenHash = Convert.ToHexString(SHA256.HashData(Convert.FromHexString(raw)));
        user.ResetTokenExpiresAtUtc = DateTime.UtcNow + Lifetime;
        await _db.SaveChangesAsync(ct);
        await _email.SendPasswordResetAsync(user.Email, raw, ct);
    }

    public async Task<bool> ResetAsync(string emailAddress, string raw, string newPassword, CancellationToken ct = default)
    {
        var user = await _db.Users.SingleOrDefaultAsync(u => u.Email == emailAddress, ct);
        if (user?.ResetTokenHash is null || user.ResetTokenExpiresAtUtc is null)
        {
            return false;
        }
        var hash = Convert.ToHexString(SHA256.HashData(Convert.FromHexString(raw)));
        if (hash != user.ResetTokenHash || DateTime.UtcNow >= user.ResetTokenExpiresAtUtc)
        {
            return false;
        }

        user.PasswordHash = PasswordHasher.Hash(newPassword);
        user.ResetTokenHash = null;
        user.ResetTokenExpiresAtUtc = null;
        await _db.SaveChangesAsync(ct);
        return true;
    }
}
