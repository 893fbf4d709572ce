using Microsoft.Extensions.Options;

namespace PartnerExport;

/// <summary>
/// Once a day at RunAt (partner time zone) exports every day since the last successful
/// export, up to CatchUpDays back, so a reboot or outage over the run time only delays files.
/// </summary>
public sealed class ExportWorker : BackgroundService
{
    private readonly OrderExporter _exporter;
    private readonly SftpUploader _uploader;
    private readonly ExportState _state;
    private readonly ExportOptions _options;
    private readonly TimeZoneInfo _tz;
    private readonly ILogger<ExportWorker> _log;

    public ExportWorker(OrderExporter exporter, SftpUploader uploader, ExportState state,
        IOptions<ExportOptions> options, ILogger<ExportWorker> log)
    {
        _exporter = exporter;
        _uploader = uploader;
        _state = state;
        _options = options.Value;
        _tz = TimeZoneInfo.FindSystemTimeZoneById(_options.TimeZone);
        _log = log;
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        while (!stoppingToken.IsCancellationRequested)
        {
            try
            {
                await ExportPendingAsync(stoppingToken);
            }
            catch (Exception ex) when (ex is not OperationCanceledException)
            {
                _log.LogError(ex, "Export run failed; will retry at the next run time");
            }

            var delay = UntilNextRun(DateTime.UtcNow);
            _log.LogInformation("Next export run in {Delay}", delay);
            await Task.Delay(delay, stoppingToken);
        }
    }

    private async Task ExportPendingAsync(CancellationToken ct)
    {
        var localNow = TimeZoneInfo.ConvertTimeFromUtc(DateTime.UtcNow, _tz);
        var yesterday = DateOnly.FromDateTime(localNow).AddDays(-1);
        var last = await _state.LastExportedAsync(ct) ?? yesterday.AddDays(-1);
        var first = DateOnly.FromDayNumber(Math.Max(last.DayNumber + 1, yesterday.DayNumber - _options.CatchUpDays + 1));

        for (var day = first; day <= yesterday; day = day.AddDays(1))
        {
            var path = await _exporter.ExportDayAsync(day, ct);
            await _uploader.UploadAsync(path, ct);
            await _state.SaveLastExportedAsync(day, ct);
        }
    }

    internal TimeSpan UntilNextRun(DateTime utcNow)
    {
        var localNow = TimeZoneInfo.ConvertTimeFromUtc(utcNow, _tz);
        var next = DateOnly.FromDateTime(localNow).ToDateTime(_options.RunAt);
        if (next <= localNow)
        {
            next = next.AddDays(1);
        }
        return TimeZoneInfo.ConvertTimeToUtc(next, _tz) - utcNow;
    }
}
