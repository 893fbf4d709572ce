using Meetroom.Api.Data;
using Meetroom.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Meetroom.Api.Services;

public class BookingService
{
    private readonly AppDbContext _db;

    public BookingService(AppDbContext db)
    {
        _db = db;
    }

    public Task<List<Booking>> ForRoomAsync(int roomId, DateOnly day, CancellationToken ct)
    {
        var from = new DateTimeOffset(day.ToDateTime(TimeOnly.MinValue), TimeSpan.FromHours(8));
        var to = from.AddDays(1);
        return _db.Bookings.AsNoTracking()
            .Where(b => b.RoomId == roomId && b.Start < to && b.End > from)
            .OrderBy(b => b.Start)
            .ToListAsync(ct);
    }

    /// <summary>Returns null when the slot overlaps an existing booking.</summary>
    public async Task<Booking?> CreateAsync(CreateBookingRequest req, CancellationToken ct)
    {
        var clash = await _db.Bookings.AnyAsync(
            b => b.RoomId == req.RoomId && b.Start < req.End && req.Start < b.End, ct);
        if (clash)
        {
            return null;
        }
        var booking = new Booking { RoomId = req.RoomId, Organizer = req.Organizer, Start = req.Start, End = req.End };
        _db.Bookings.Add(booking);
        await _db.SaveChangesAsync(ct);
        return booking;
    }
}
