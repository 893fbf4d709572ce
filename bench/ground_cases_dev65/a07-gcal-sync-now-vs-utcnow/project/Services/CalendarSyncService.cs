using CalendarBridge.Data;
using Google.Apis.Calendar.v3;
using Google.Apis.Calendar.v3.Data;
using Google.Apis.Services;
using Microsoft.EntityFrameworkCore;

namespace CalendarBridge.Services;

public class CalendarSyncService(AppDbContext db, TokenStore tokens, ILogger<CalendarSyncService> log)
{
    private async Task<CalendarService> ServiceForAsync(int userId, CancellationToken ct) =>
        new(new BaseClientService.Initializer
        {
            HttpClientInitializer = await tokens.CredentialForAsync(userId, ct),
            ApplicationName = "CalendarBridge",
        });

    /// <summary>Called from the push notification: fetch what changed since the last sync.</summary>
    public async Task IncrementalSyncAsync(int userId, CancellationToken ct)
    {
        var state = await db.SyncStates.SingleAsync(s => s.UserId == userId, ct);
        var service = await ServiceForAsync(userId, ct);
        var request = service.Events.List(state.CalendarId);
        // overlap the window a little: our clock and Google's are not the same
        request.UpdatedMinDateTimeOffset = state.LastSyncedAt.AddMinutes(-5);
        request.ShowDeleted = true;
        request.SingleEvents = true;
        request.MaxResults = 250;

        string? pageToken = null;
        var changed = 0;
        do
        {
            request.PageToken = pageToken;
            Events page = await request.ExecuteAsync(ct);
            foreach (var item in page.Items)
            {
                await UpsertAsync(userId, item, ct);
                changed++;
            }
            pageToken = page.NextPageToken;
        } while (pageToken != null);

        await MarkSyncedAsync(state, ct);
        log.LogInformation("incremental sync for user {UserId}: {Changed} events", userId, changed);
    }

    /// <summary>Nightly: the next 90 days, everything.</summary>
    public async Task FullSyncAsync(int userId, CancellationToken ct)
    {
        var state = await db.SyncStates.SingleAsync(s => s.UserId == userId, ct);
        var service = await ServiceForAsync(userId, ct);
        var request = service.Events.List(state.CalendarId);
        request.TimeMinDateTimeOffset = DateTimeOffset.UtcNow.AddDays(-1);
        request.TimeMaxDateTimeOffset = DateTimeOffset.UtcNow.AddDays(90);
        request.SingleEvents = true;
        request.MaxResults = 250;

        string? pageToken = null;
        do
        {
            request.PageToken = pageToken;
            Events page = await request.ExecuteAsync(ct);
            foreach (var item in page.Items)
            {
                await UpsertAsync(userId, item, ct);
            }
            pageToken = page.NextPageToken;
        } while (pageToken != null);

        await MarkSyncedAsync(state, ct);
    }

    private async Task UpsertAsync(int userId, Event item, CancellationToken ct)
    {
        var row = await db.Events.SingleOrDefaultAsync(e => e.UserId == userId && e.GoogleId == item.Id, ct);
        if (row == null)
        {
            row = new CalendarEvent { UserId = userId, GoogleId = item.Id };
            db.Events.Add(row);
        }
        row.Title = item.Summary ?? "(no title)";
        row.Start = item.Start?.DateTimeDateTimeOffset;
        row.End = item.End?.DateTimeDateTimeOffset;
        row.Cancelled = item.Status == "cancelled";
    }

    private async Task MarkSyncedAsync(SyncState state, CancellationToken ct)
    {
        state.LastSyncedAt = DateTime.Now;
        await db.SaveChangesAsync(ct);
    }
}
