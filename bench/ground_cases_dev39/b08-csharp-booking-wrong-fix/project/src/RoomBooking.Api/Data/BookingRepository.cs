using Microsoft.EntityFrameworkCore;
using RoomBooking.Api.Models;

namespace RoomBooking.Api.Data;

public class BookingRepository(AppDbContext db)
{
    public Task<List<Booking>> ListForRoomAsync(int roomId, DateTime day, CancellationToken ct)
    {
        var from = new DateTimeOffset(day, TimeSpan.Zero);
        var to = from.AddDays(1);
        return db.Bookings
            .Where(b => b.RoomId == roomId && b.StartsAt < to && b.EndsAt > from)
            .OrderBy(b => b.StartsAt)
            .ToListAsync(ct);
    }

    public Task<bool> AnyOverlappingAsync(int roomId, DateTimeOffset start, DateTimeOffset end, CancellationToken ct) =>
        db.Bookings.AnyAsync(b => b.RoomId == roomId
                                  && !b.Cancelled
                                  && b.StartsAt <= end
                                  && b.EndsAt >= start, ct);

    public async Task AddAsync(Booking booking, CancellationToken ct)
    {
        db.Bookings.Add(booking);
        await db.SaveChangesAsync(ct);
    }

    public Task<Booking?> FindAsync(int id, CancellationToken ct) =>
        db.Bookings.FirstOrDefaultAsync(b => b.Id == id, ct);

    public async Task CancelAsync(Booking booking, CancellationToken ct)
    {
        booking.Cancelled = true;
        await db.SaveChangesAsync(ct);
    }
}
