using ClinicBooking.Api.Data;
using ClinicBooking.Api.Options;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Options;

namespace ClinicBooking.Api.Services;

public class BookingConflictException(string message) : Exception(message);

public record CreateBooking(int DoctorId, int PatientId, DateTime StartLocal, int Minutes);

public class BookingService
{
    private readonly BookingDbContext _db;
    private readonly INotifier _notifier;
    private readonly TimeZoneInfo _tz;

    public BookingService(BookingDbContext db, INotifier notifier, IOptions<ClinicOptions> clinic)
    {
        _db = db;
        _notifier = notifier;
        _tz = TimeZoneInfo.FindSystemTimeZoneById(clinic.Value.TimeZoneId);
    }

    public async Task<Booking> CreateAsync(CreateBooking req, CancellationToken ct = default)
    {
        var startUtc = TimeZoneInfo.ConvertTimeToUtc(DateTime.SpecifyKind(req.StartLocal, DateTimeKind.Unspecified), _tz);
        var endUtc = startUtc.AddMinutes(req.Minutes);

        var clash = await _db.Bookings.AnyAsync(
            b => b.DoctorId == req.DoctorId
                 && b.Status != BookingStatus.Cancelled
                 && b.StartUtc < endUtc && b.EndUtc > startUtc,
            ct);
        if (clash)
        {
            throw new BookingConflictException("该时段已被预约");
        }

        var booking = new Booking
        {
            DoctorId = req.DoctorId,
            PatientId = req.PatientId,
            StartUtc = startUtc,
            EndUtc = endUtc,
            Status = BookingStatus.Confirmed,
        };
        _db.Bookings.Add(booking);
        await _db.SaveChangesAsync(ct);
        await _notifier.SendConfirmedAsync(booking, ct);
        return booking;
    }

    public async Task CancelAsync(int bookingId, string reason, CancellationToken ct = default)
    {
        var booking = await _db.Bookings.FindAsync([bookingId], ct)
                      ?? throw new KeyNotFoundException($"booking {bookingId} not found");
        if (booking.Status == BookingStatus.Cancelled)
        {
            return;
        }
        booking.Status = BookingStatus.Cancelled;
        booking.CancelReason = reason;
        await _db.SaveChangesAsync(ct);
        await _notifier.SendCancelledAsync(booking, ct);
    }
}
