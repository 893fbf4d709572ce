using ClinicBooking.Api.Data;

namespace ClinicBooking.Api.Services;

/// <summary>Patient notifications (SMS through the provider configured under "Sms").</summary>
public interface INotifier
{
    Task SendConfirmedAsync(Booking booking, CancellationToken ct = default);

    Task SendCancelledAsync(Booking booking, CancellationToken ct = default);

    Task SendReminderAsync(Booking booking, CancellationToken ct = default);
}
