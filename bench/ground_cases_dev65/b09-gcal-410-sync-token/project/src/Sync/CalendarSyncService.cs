using System.Net;
using Google;
using Google.Apis.Calendar.v3;
using Google.Apis.Calendar.v3.Data;
using Microsoft.Extensions.Logging;

namespace ClinicCalendarSync.Sync;

public sealed class CalendarSyncService
{
    private readonly CalendarService _calendar;
    private readonly SyncStateStore _state;
    private readonly IAppointmentSink _sink;
    private readonly ILogger<CalendarSyncService> _log;

    public CalendarSyncService(CalendarService calendar, SyncStateStore state, IAppointmentSink sink,
        ILogger<CalendarSyncService> log)
    {
        _calendar = calendar;
        _state = state;
        _sink = sink;
        _log = log;
    }

    public async Task SyncCalendarAsync(string calendarId, CancellationToken ct)
    {
        var request = _calendar.Events.List(calendarId);
        request.SingleEvents = true;
        request.ShowDeleted = true;
        var syncToken = await _state.GetSyncTokenAsync(calendarId, ct);
        if (syncToken is null)
        {
            request.TimeMinDateTimeOffset = DateTimeOffset.UtcNow.AddDays(-30);
        }
        else
        {
            request.SyncToken = syncToken;
        }

        Events events;
        var changed = 0;
        do
        {
            try
            {
                events = await request.ExecuteAsync(ct);
            }
            catch (GoogleApiException ex) when (ex.HttpStatusCode == HttpStatusCode.Gone)
            {
                _log.LogWarning("sync token for {Calendar} expired: {Message}", calendarId, ex.Message);
                return;
            }

            foreach (var item in events.Items ?? [])
            {
                if (item.Status == "cancelled")
                {
                    await _sink.RemoveAsync(calendarId, item.Id, ct);
                }
                else
                {
                    await _sink.UpsertAsync(EventMapper.ToAppointment(calendarId, item), ct);
                }
                changed++;
            }
            request.PageToken = events.NextPageToken;
        } while (events.NextPageToken is not null);

        if (events.NextSyncToken is not null)
        {
            await _state.SaveSyncTokenAsync(calendarId, events.NextSyncToken, ct);
        }
        _log.LogInformation("{Calendar}: {Changed} changes", calendarId, changed);
    }
}
