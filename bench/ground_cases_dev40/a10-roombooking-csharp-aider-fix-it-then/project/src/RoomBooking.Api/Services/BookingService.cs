using Microsoft.EntityFrameworkCore;
using RoomBooking.Api.Data;
using RoomBooking.Api.Models;

namespace RoomBooking.Api.Services;

public sealed class BookingService(AppDbContext db, TimeProvider clock)
{
    public static readonly TimeSpan MaxLength = TimeSpan.FromHours(8);

    public Task<Booking?> GetAsync(int id, CancellationToken ct = default) =>
        db.Bookings.Include(b => b.Room).FirstOrDefaultAsync(b => b.Id == id, ct);

    public enum CancelOutcome { NotFound, Forbidden, Cancelled }

    public async Task<CancelOutcome> CancelAsync(int id, string userId, bool isFacility, CancellationToken ct = default)
    {
        var booking = await db.Bookings.FirstOrDefaultAsync(b => b.Id == id, ct);
        if (booking is null)
            return CancelOutcome.NotFound;
        if (booking.OwnerId != userId && !isFacility)
            return CancelOutcome.Forbidden;
        if (booking.Status == BookingStatus.Cancelled)
            return CancelOutcome.Cancelled;

        booking.Status = BookingStatus.Cancelled;
        booking.CancelledAt = clock.GetUtcNow().UtcDateTime;
        await db.SaveChangesAsync(ct);
        return CancelOutcome.Cancelled;
    }

    public async Task<IReadOnlyList<Booking>> ForRoomAsync(int roomId, DateOnly day, CancellationToken ct = default)
    {
        var from = day.ToDateTime(TimeOnly.MinValue, DateTimeKind.Utc);
        var to = from.AddDays(1);
        return await db.Bookings
            .Where(b => b.RoomId == roomId && b.Start < to && b.End > from && b.Status == BookingStatus.Active)
            .OrderBy(b => b.Start)
            .ToListAsync(ct);
    }

    public async Task<bool> IsSlotFreeAsync(int roomId, DateTime start, DateTime end, CancellationToken ct = default)
    {
        var clash = await db.Bookings.AnyAsync(
            b => b.RoomId == roomId && b.Start < end && b.End > start,
            ct);
        return !clash;
    }

    public async Task<BookingResult> CreateAsync(CreateBookingRequest req, string userId, CancellationToken ct = default)
    {
        if (req.End <= req.Start)
            return BookingResult.Invalid("End must be after start.");
        if (req.End - req.Start > MaxLength)
            return BookingResult.Invalid($"Bookings can be at most {MaxLength.TotalHours} hours.");
        if (req.Start < clock.GetUtcNow().UtcDateTime)
            return BookingResult.Invalid("Cannot book in the past.");
        if (!await IsSlotFreeAsync(req.RoomId, req.Start, req.End, ct))
            return BookingResult.Conflict("The room is already booked for that time.");

        var booking = new Booking
        {
            RoomId = req.RoomId,
            OwnerId = userId,
            Title = req.Title.Trim(),
            Start = req.Start,
            End = req.End,
            Status = BookingStatus.Active,
            CreatedAt = clock.GetUtcNow().UtcDateTime,
        };
        db.Bookings.Add(booking);
        await db.SaveChangesAsync(ct);
        return BookingResult.Ok(booking);
    }
}
