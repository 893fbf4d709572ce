namespace ClinicCalendarSync.Sync;

/// <summary>Where synced appointments go (the clinic's booking database).</summary>
public interface IAppointmentSink
{
    Task UpsertAsync(Appointment appointment, CancellationToken ct);

    Task RemoveAsync(string calendarId, string eventId, CancellationToken ct);
}
