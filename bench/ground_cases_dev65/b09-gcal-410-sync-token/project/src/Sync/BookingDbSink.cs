using Microsoft.Extensions.Logging;

namespace ClinicCalendarSync.Sync;

/// <summary>Writes appointments into the booking system through its internal REST API.</summary>
public sealed class BookingDbSink(IHttpClientFactory http, ILogger<BookingDbSink> log) : IAppointmentSink
{
    public async Task UpsertAsync(Appointment a, CancellationToken ct)
    {
        var client = http.CreateClient("booking");
        var resp = await client.PutAsJsonAsync($"/internal/calendar-events/{Uri.EscapeDataString(a.EventId)}", a, ct);
        resp.EnsureSuccessStatusCode();
    }

    public async Task RemoveAsync(string calendarId, string eventId, CancellationToken ct)
    {
        var client = http.CreateClient("booking");
        var resp = await client.DeleteAsync($"/internal/calendar-events/{Uri.EscapeDataString(eventId)}", ct);
        if (resp.StatusCode == System.Net.HttpStatusCode.NotFound)
        {
            log.LogDebug("event {Event} was not in booking db", eventId);
            return;
        }
        resp.EnsureSuccessStatusCode();
    }
}
