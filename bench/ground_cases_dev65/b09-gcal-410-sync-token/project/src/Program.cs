using ClinicCalendarSync.Google;
using ClinicCalendarSync.Sync;

var builder = Host.CreateApplicationBuilder(args);
var google = builder.Configuration.GetSection("Google");
var sync = builder.Configuration.GetSection("Sync");

builder.Services.AddSingleton(_ => CalendarClientFactory.Create(
    google["ServiceAccountKeyPath"]!, "calendar-sync@" + google["ImpersonateDomain"]));
builder.Services.AddSingleton(_ => new SyncStateStore(sync["StateDb"]!));
builder.Services.AddSingleton<IAppointmentSink, BookingDbSink>();
builder.Services.AddSingleton<CalendarSyncService>();
builder.Services.AddHostedService<SyncWorker>();

builder.Build().Run();

sealed class SyncWorker(CalendarSyncService service, IConfiguration config, ILogger<SyncWorker> log) : BackgroundService
{
    protected override async Task ExecuteAsync(CancellationToken ct)
    {
        var calendars = config.GetSection("Sync:Calendars").Get<string[]>() ?? [];
        var interval = TimeSpan.FromSeconds(config.GetValue("Sync:IntervalSeconds", 60));
        while (!ct.IsCancellationRequested)
        {
            foreach (var id in calendars)
            {
                try { await service.SyncCalendarAsync(id, ct); }
                catch (Exception ex) { log.LogError(ex, "sync of {Calendar} failed", id); }
            }
            await Task.Delay(interval, ct);
        }
    }
}
