using System.Text.Json;
using Hoshi.Web.Data;
using Microsoft.EntityFrameworkCore;

namespace Hoshi.Web.Services;

public class DataExportService
{
    private readonly AppDbContext _db;

    public DataExportService(AppDbContext db)
    {
        _db = db;
    }

    public async Task<byte[]> BuildAsync(string userId)
    {
        var user = await _db.Users.AsNoTracking().SingleAsync(u => u.Id == userId);
        var orders = await _db.Orders.AsNoTracking()
            .Where(o => o.UserId == userId)
            .OrderBy(o => o.OrderedAt)
            .Select(o => new { o.Id, o.Total, o.OrderedAt })
            .ToListAsync();

        var export = new
        {
            profile = new { user.Email, user.DisplayName, user.TimeZoneId, user.CreatedAt },
            orders,
            exportedAt = DateTimeOffset.UtcNow,
        };
        return JsonSerializer.SerializeToUtf8Bytes(export, new JsonSerializerOptions { WriteIndented = true });
    }
}
