using MeetingRooms.Api.Data;
using MeetingRooms.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace MeetingRooms.Api.Services;

public class BookingService(BookingDbContext db, TimeProvider clock)
{
    private static readonly TimeSpan Jst = TimeSpan.FromHours(9);
    private static readonly TimeSpan MaxLength = TimeSpan.FromHours(4);

    public async Task<IReadOnlyList<BookingView>> ListForRoomAsync(int roomId, DateOnly date)
    {
        var from = new DateTimeOffset(date.ToDateTime(TimeOnly.MinValue), Jst);
        var to = from.AddDays(1);
        var rows = await db.Bookings
            .Where(b => b.RoomId == roomId && b.CancelledAt == null && b.Start < to && b.End > from)
            .OrderBy(b => b.Start)
            .ToListAsync();
        return rows.Select(BookingView.From).ToList();
    }

    public async Task<Result<bool>> CancelAsync(int id, string requester)
    {
        var booking = await db.Bookings.FindAsync(id);
        if (booking is null || booking.CancelledAt is not null)
            return Result<bool>.Fail("not found");
        if (!string.Equals(booking.OrganizerEmail, requester, StringComparison.OrdinalIgnoreCase))
            return Result<bool>.Fail("forbidden");
        booking.CancelledAt = clock.GetUtcNow();
        booking.CancelledBy = requester;
        await db.SaveChangesAsync();
        return Result<bool>.Ok(true);
    }

    public async Task<Result<BookingView>> CreateAsync(CreateBookingRequest req, string organizer)
    {
        if (req.End <= req.Start)
            return Result<BookingView>.Fail("end must be after start");
        if (req.End - req.Start > MaxLength)
            return Result<BookingView>.Fail("a booking can be at most 4 hours");
        if (req.Start < clock.GetUtcNow())
            return Result<BookingView>.Fail("cannot book in the past");

        var clash = await db.Bookings
            .Where(b => b.RoomId == req.RoomId && b.CancelledAt == null && b.Start < req.End && req.Start < b.End)
            .AnyAsync();
        if (clash)
            return Result<BookingView>.Fail("the room is already booked at that time");

        var booking = new Booking
        {
            RoomId = req.RoomId,
            Title = req.Title.Trim(),
            OrganizerEmail = organizer,
            Start = req.Start,
            End = req.End,
            CreatedAt = clock.GetUtcNow(),
        };
        db.Bookings.Add(booking);
        await db.SaveChangesAsync();
        return Result<BookingView>.Ok(BookingView.From(booking));
    }
}
