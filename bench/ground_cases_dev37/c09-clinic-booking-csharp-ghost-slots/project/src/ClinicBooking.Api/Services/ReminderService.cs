using ClinicBooking.Api.Data;
using ClinicBooking.Api.Options;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Options;

namespace ClinicBooking.Api.Services;

/// <summary>Sends the "your appointment is tomorrow" SMS; run by a Hangfire job at 18:00.</summary>
public class ReminderService
{
    private readonly BookingDbContext _db;
    private readonly INotifier _notifier;
    private readonly TimeZoneInfo _tz;
    private readonly TimeProvider _time;

    public ReminderService(BookingDbContext db, INotifier notifier, IOptions<ClinicOptions> clinic, TimeProvider time)
    {
        _db = db;
        _notifier = notifier;
        _tz = TimeZoneInfo.FindSystemTimeZoneById(clinic.Value.TimeZoneId);
        _time = time;
    }

    public async Task<int> SendTomorrowAsync(CancellationToken ct = default)
    {
        var localToday = DateOnly.FromDateTime(TimeZoneInfo.ConvertTime(_time.GetUtcNow(), _tz).DateTime);
        var fromUtc = TimeZoneInfo.ConvertTimeToUtc(localToday.AddDays(1).ToDateTime(TimeOnly.MinValue), _tz);
        var toUtc = fromUtc.AddDays(1);

        var due = await _db.Bookings
            .Where(b => b.Status == BookingStatus.Confirmed && b.StartUtc >= fromUtc && b.StartUtc < toUtc)
            .ToListAsync(ct);
        foreach (var booking in due)
        {
            await _notifier.SendReminderAsync(booking, ct);
        }
        return due.Count;
    }
}
