using RoomBooking.Api.Data;
using RoomBooking.Api.Models;

namespace RoomBooking.Api.Services;

public class BookingService(BookingRepository repo, TimeProvider clock)
{
    public async Task<Booking> CreateAsync(BookingRequest req, CancellationToken ct)
    {
        if (req.EndsAt <= req.StartsAt)
            throw new BookingException("EndsAt must be after StartsAt");
        if (req.StartsAt < clock.GetUtcNow())
            throw new BookingException("Cannot book in the past");

        var sameDay = await repo.ListForRoomAsync(req.RoomId, req.StartsAt.Date, ct);
        if (sameDay.Any(b => HasConflict(b, req.StartsAt, req.EndsAt)))
            throw new BookingConflictException(req.RoomId);

        if (await repo.AnyOverlappingAsync(req.RoomId, req.StartsAt, req.EndsAt, ct))
            throw new BookingConflictException(req.RoomId);

        var booking = new Booking
        {
            RoomId = req.RoomId,
            StartsAt = req.StartsAt,
            EndsAt = req.EndsAt,
            Title = req.Title.Trim(),
            CreatedBy = req.UserId,
        };
        await repo.AddAsync(booking, ct);
        return booking;
    }

    internal static bool HasConflict(Booking existing, DateTimeOffset start, DateTimeOffset end) =>
        existing.StartsAt < end && start < existing.EndsAt;
}
