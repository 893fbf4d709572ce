using ClinicBooking.Api.Data;
using ClinicBooking.Api.Options;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Options;

namespace ClinicBooking.Api.Services;

/// <summary>A bookable slot, in clinic-local time.</summary>
public record Slot(DateTime Start, DateTime End, bool Available);

public class SlotService
{
    private readonly BookingDbContext _db;
    private readonly ClinicOptions _clinic;
    private readonly TimeProvider _time;

    public SlotService(BookingDbContext db, IOptions<ClinicOptions> clinic, TimeProvider time)
    {
        _db = db;
        _clinic = clinic.Value;
        _time = time;
    }

    /// <summary>All slots of one doctor on one clinic-local day, marked free or taken.</summary>
    public async Task<IReadOnlyList<Slot>> GetSlotsAsync(int doctorId, DateOnly day, CancellationToken ct = default)
    {
        var dayStart = day.ToDateTime(TimeOnly.MinValue);
        var dayEnd = dayStart.AddDays(1);

        var bookings = await _db.Bookings
            .Where(b => b.DoctorId == doctorId
                        && b.Status != BookingStatus.Cancelled
                        && b.StartUtc < dayEnd && b.EndUtc > dayStart)
            .Select(b => new { b.StartUtc, b.EndUtc })
            .ToListAsync(ct);

        var length = TimeSpan.FromMinutes(_clinic.SlotMinutes);
        var open = dayStart.AddHours(_clinic.OpenHour);
        var close = dayStart.AddHours(_clinic.CloseHour);
        var now = _time.GetLocalNow().DateTime;

        var slots = new List<Slot>();
        for (var t = open; t + length <= close; t += length)
        {
            var end = t + length;
            var taken = bookings.Any(b => b.StartUtc < end && b.EndUtc > t);
            slots.Add(new Slot(t, end, !taken && t > now));
        }
        return slots;
    }
}
