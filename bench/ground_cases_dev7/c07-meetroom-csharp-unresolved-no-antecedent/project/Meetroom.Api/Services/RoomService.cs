using Meetroom.Api.Data;
using Meetroom.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Meetroom.Api.Services;

public class RoomService
{
    private readonly AppDbContext _db;

    public RoomService(AppDbContext db)
    {
        _db = db;
    }

    public async Task<PagedResult<Room>> ListAsync(int page, int pageSize, CancellationToken ct)
    {
        var query = _db.Rooms.AsNoTracking().OrderBy(r => r.Floor).ThenBy(r => r.Name).ThenBy(r => r.Id);
        var total = await query.CountAsync(ct);
        var items = await query.Skip((page - 1) * pageSize).Take(pageSize).ToListAsync(ct);
        return new PagedResult<Room>(items, page, pageSize, total);
    }

    public Task<Room?> FindAsync(int id, CancellationToken ct) =>
        _db.Rooms.AsNoTracking().FirstOrDefaultAsync(r => r.Id == id, ct);
}
