using Rooms.Api.Data;
using Rooms.Api.Models;

namespace Rooms.Api.Services;

public class BookingService(BookingRepository bookings, TimeProvider clock, ILogger<BookingService> log)
{
    public async Task<Booking> BookAsync(Guid roomId, string userId, DateTimeOffset start, DateTimeOffset end, CancellationToken ct)
    {
        if (end <= start)
            throw new BookingException("End must be after start.");
        if (await bookings.HasConflictAsync(roomId, start, end, ct))
            throw new BookingException("The room is already booked for that time.");

        var booking = new Booking
        {
            Id = Guid.NewGuid(),
            RoomId = roomId,
            OwnerId = userId,
            Start = start,
            End = end,
            Status = BookingStatus.Confirmed,
            CreatedAt = clock.GetUtcNow(),
        };
        await bookings.AddAsync(booking, ct);
        log.LogInformation("Booked {Room} {Start}-{End} for {User}", roomId, start, end, userId);
        return booking;
    }

    public async Task CancelAsync(Guid bookingId, string userId, CancellationToken ct)
    {
        var booking = await bookings.FindAsync(bookingId, ct)
            ?? throw new BookingException("Booking not found.");
        if (booking.OwnerId != userId)
            throw new BookingException("Only the owner can cancel a booking.");
        if (booking.Status == BookingStatus.Cancelled)
            return;

        booking.Status = BookingStatus.Cancelled;
        booking.CancelledAt = clock.GetUtcNow();
        await bookings.SaveAsync(ct);
        log.LogInformation("Cancelled booking {Booking}", bookingId);
    }
}

public class BookingException(string message) : Exception(message);
