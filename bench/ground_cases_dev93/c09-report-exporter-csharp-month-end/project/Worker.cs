using Microsoft.Extensions.Options;
using ReportExporter.Services;

namespace ReportExporter;

/// <summary>Checks once a minute whether the monthly export is due.</summary>
public sealed class Worker : BackgroundService
{
    private readonly OrderExportService _exporter;
    private readonly ExportOptions _options;
    private readonly ILogger<Worker> _logger;
    private DateOnly? _lastRun;

    public Worker(OrderExportService exporter, IOptions<ExportOptions> options, ILogger<Worker> logger)
    {
        _exporter = exporter;
        _options = options.Value;
        _logger = logger;
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        using var timer = new PeriodicTimer(TimeSpan.FromMinutes(1));
        do
        {
            var localNow = TimeZoneInfo.ConvertTime(DateTime.UtcNow, _options.Zone);
            if (!_options.IsDue(localNow, _lastRun))
            {
                continue;
            }

            var (year, month) = _options.PreviousMonth(localNow);
            try
            {
                var path = await _exporter.ExportMonthAsync(year, month, stoppingToken);
                _logger.LogInformation("Exported {Year}-{Month:00} to {Path}", year, month, path);
                _lastRun = DateOnly.FromDateTime(localNow);
            }
            catch (Exception ex) when (ex is not OperationCanceledException)
            {
                _logger.LogError(ex, "Export of {Year}-{Month:00} failed, will retry next minute", year, month);
            }
        }
        while (await timer.WaitForNextTickAsync(stoppingToken));
    }
}
