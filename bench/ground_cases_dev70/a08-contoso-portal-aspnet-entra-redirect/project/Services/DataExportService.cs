using Contoso.Portal.Data;
using Contoso.Portal.Models;
using Microsoft.EntityFrameworkCore;

namespace Contoso.Portal.Services;

public class DataExportService
{
    private readonly AppDbContext _db;

    public DataExportService(AppDbContext db)
    {
        _db = db;
    }

    public async Task<object> ExportAsync(string userId)
    {
        var user = await _db.Users.AsNoTracking().SingleAsync(u => u.Id == userId);
        var logins = await _db.LoginEvents.AsNoTracking()
            .Where(e => e.UserId == userId)
            .OrderByDescending(e => e.At)
            .Select(e => new { e.At, e.Provider, e.IpAddress, e.Succeeded })
            .ToListAsync();
        var external = await _db.UserLogins.AsNoTracking()
            .Where(l => l.UserId == userId)
            .Select(l => new { l.LoginProvider, l.ProviderDisplayName })
            .ToListAsync();

        return new
        {
            exportedAt = DateTimeOffset.UtcNow,
            account = new
            {
                user.Email,
                user.EmailConfirmed,
                user.PhoneNumber,
                user.DisplayName,
                user.Company,
                user.CreatedAt,
                preferences = new { user.Locale, user.TimeZone, user.MarketingConsent },
                user.TwoFactorEnabled,
            },
            externalLogins = external,
            loginHistory = logins,
        };
    }
}
