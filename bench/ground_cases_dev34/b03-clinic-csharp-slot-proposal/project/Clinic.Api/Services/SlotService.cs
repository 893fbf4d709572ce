using Clinic.Api.Data;
using Clinic.Api.Models;
using Clinic.Api.Options;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Options;

namespace Clinic.Api.Services;

public sealed class SlotService : ISlotService
{
    private readonly ClinicDbContext _db;
    private readonly ClinicOptions _options;
    private readonly TimeProvider _clock;

    public SlotService(ClinicDbContext db, IOptions<ClinicOptions> options, TimeProvider clock)
    {
        _db = db;
        _options = options.Value;
        _clock = clock;
    }

    /// <summary>Free slots of one doctor on one calendar day (clinic local date).</summary>
    public async Task<IReadOnlyList<SlotDto>> GetAvailableSlotsAsync(int doctorId, DateOnly date, CancellationToken ct)
    {
        var from = date.ToDateTime(TimeOnly.MinValue, DateTimeKind.Utc);
        var to = from.AddDays(1);
        var now = _clock.GetUtcNow().UtcDateTime;

        var slots = await _db.Slots
            .AsNoTracking()
            .Where(s => s.DoctorId == doctorId && s.StartsAtUtc >= from && s.StartsAtUtc < to)
            .Where(s => s.StartsAtUtc > now)
            .Where(s => !s.Appointments.Any(a => a.Status != AppointmentStatus.Cancelled))
            .OrderBy(s => s.StartsAtUtc)
            .ToListAsync(ct);

        var zone = TimeZoneInfo.FindSystemTimeZoneById(_options.TimeZone);
        return slots
            .Select(s => new SlotDto(s.Id, TimeZoneInfo.ConvertTimeFromUtc(s.StartsAtUtc, zone), s.DurationMinutes))
            .ToList();
    }

    public async Task<bool> IsBookableAsync(int slotId, CancellationToken ct)
    {
        var now = _clock.GetUtcNow().UtcDateTime;
        return await _db.Slots
            .AsNoTracking()
            .AnyAsync(s => s.Id == slotId
                           && s.StartsAtUtc > now.AddMinutes(_options.BookingCutoffMinutes)
                           && !s.Appointments.Any(a => a.Status != AppointmentStatus.Cancelled), ct);
    }
}
