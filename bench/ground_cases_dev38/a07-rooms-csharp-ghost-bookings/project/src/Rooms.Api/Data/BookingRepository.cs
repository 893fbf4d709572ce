using Microsoft.EntityFrameworkCore;
using Rooms.Api.Models;

namespace Rooms.Api.Data;

public class BookingRepository(RoomsDbContext db)
{
    public Task<Booking?> FindAsync(Guid id, CancellationToken ct) =>
        db.Bookings.Include(b => b.Room).FirstOrDefaultAsync(b => b.Id == id, ct);

    /// <summary>Bookings that block the room in [from, to): what the calendar shows as taken.</summary>
    public Task<List<Booking>> GetForRoomAsync(Guid roomId, DateTimeOffset from, DateTimeOffset to, CancellationToken ct) =>
        db.Bookings
            .AsNoTracking()
            .Where(b => b.RoomId == roomId)
            .Where(b => b.Status != BookingStatus.Declined)
            .Where(b => b.Start < to && b.End > from)
            .OrderBy(b => b.Start)
            .ToListAsync(ct);

    /// <summary>"My bookings": everything the user made, cancelled ones included (shown struck through).</summary>
    public Task<List<Booking>> GetForUserAsync(string userId, DateTimeOffset since, CancellationToken ct) =>
        db.Bookings
            .AsNoTracking()
            .Include(b => b.Room)
            .Where(b => b.OwnerId == userId && b.End > since)
            .Where(b => b.Status != BookingStatus.Declined)
            .OrderBy(b => b.Start)
            .ToListAsync(ct);

    public Task<bool> HasConflictAsync(Guid roomId, DateTimeOffset start, DateTimeOffset end, CancellationToken ct) =>
        db.Bookings.AnyAsync(b =>
            b.RoomId == roomId &&
            (b.Status == BookingStatus.Confirmed || b.Status == BookingStatus.Pending) &&
            b.Start < end && b.End > start, ct);

    public async Task AddAsync(Booking booking, CancellationToken ct)
    {
        db.Bookings.Add(booking);
        await db.SaveChangesAsync(ct);
    }

    public Task SaveAsync(CancellationToken ct) => db.SaveChangesAsync(ct);
}
