using Microsoft.EntityFrameworkCore;
using Yadoya.Api.Data;
using Yadoya.Api.Models;

namespace Yadoya.Api.Services;

public interface IAvailabilityService
{
    Task<List<Room>> FindAvailableRoomsAsync(DateOnly from, DateOnly to, CancellationToken ct = default);
}

/// <summary>
/// Rooms with no live reservation in the stay [from, to). Cancelled reservations and
/// rooms out of service are ignored / excluded.
/// </summary>
public class AvailabilityService(YadoyaDbContext db) : IAvailabilityService
{
    public async Task<List<Room>> FindAvailableRoomsAsync(DateOnly from, DateOnly to, CancellationToken ct = default)
    {
        if (to <= from)
        {
            throw new ArgumentException("to must be after from", nameof(to));
        }

        var busyRoomIds = db.Reservations
            .Where(r => r.Status != ReservationStatus.Cancelled)
            .Where(r => r.CheckIn >= from && r.CheckOut <= to)
            .Select(r => r.RoomId);

        return await db.Rooms
            .Where(room => !room.OutOfService)
            .Where(room => !busyRoomIds.Contains(room.Id))
            .OrderBy(room => room.Number)
            .ToListAsync(ct);
    }
}
