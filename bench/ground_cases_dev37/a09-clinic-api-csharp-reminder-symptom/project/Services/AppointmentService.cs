using Clinic.Api.Data;
using Clinic.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Clinic.Api.Services;

public sealed record SlotDto(DateTimeOffset StartsAt, DateTimeOffset EndsAt, bool Free);

public sealed class AppointmentService(ClinicDb db, TimeProvider clock)
{
    public async Task<IReadOnlyList<Appointment>> ForDoctorAsync(int doctorId, DateOnly day, CancellationToken ct)
    {
        var start = day.ToDateTime(TimeOnly.MinValue, DateTimeKind.Utc);
        var end = start.AddDays(1);
        return await db.Appointments
            .Where(a => a.DoctorId == doctorId && a.StartsAt >= start && a.StartsAt < end)
            .OrderBy(a => a.StartsAt)
            .ToListAsync(ct);
    }

    public async Task<IReadOnlyList<SlotDto>?> SlotsAsync(int doctorId, DateOnly day, CancellationToken ct)
    {
        var doctor = await db.Doctors.Include(d => d.Schedule).FirstOrDefaultAsync(d => d.Id == doctorId, ct);
        if (doctor is null)
        {
            return null;
        }

        if (doctor.Schedule is null || !doctor.Schedule.WorkingDays.Contains(day.DayOfWeek))
        {
            return [];
        }

        var taken = await ForDoctorAsync(doctorId, day, ct);
        var slots = new List<SlotDto>();
        var length = TimeSpan.FromMinutes(doctor.Schedule.SlotMinutes);
        var t = new DateTimeOffset(day.ToDateTime(doctor.Schedule.Opens), TimeSpan.Zero);
        var close = new DateTimeOffset(day.ToDateTime(doctor.Schedule.Closes), TimeSpan.Zero);
        for (; t + length <= close; t += length)
        {
            var free = !taken.Any(a => a.StartsAt < t + length && a.StartsAt + a.Duration > t);
            slots.Add(new SlotDto(t, t + length, free && t > clock.GetUtcNow()));
        }
        return slots;
    }
}
