using Microsoft.Extensions.Options;

namespace Opsboard.Reports;

/// <summary>
/// Sends the daily ops report at <see cref="ReportOptions.DailyAt"/> local time in <see cref="ReportOptions.TimeZone"/>.
/// </summary>
public sealed class ReportScheduler : BackgroundService
{
    private readonly IServiceScopeFactory _scopes;
    private readonly ReportOptions _options;
    private readonly TimeProvider _clock;
    private readonly ILogger<ReportScheduler> _log;

    public ReportScheduler(IServiceScopeFactory scopes, IOptions<ReportOptions> options, TimeProvider clock,
        ILogger<ReportScheduler> log)
    {
        _scopes = scopes;
        _options = options.Value;
        _clock = clock;
        _log = log;
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        var zone = TimeZoneInfo.FindSystemTimeZoneById(_options.TimeZone);
        var next = FirstRunUtc(_clock.GetUtcNow(), zone, _options.DailyAt);
        _log.LogInformation("Daily report scheduled for {Next:u}", next);

        while (!stoppingToken.IsCancellationRequested)
        {
            var delay = next - _clock.GetUtcNow();
            if (delay > TimeSpan.Zero)
            {
                await Task.Delay(delay, _clock, stoppingToken);
            }

            await RunOnceAsync(stoppingToken);
            next = next.AddDays(1);
        }
    }

    /// <summary>The first instant after <paramref name="nowUtc"/> at which the wall clock in the zone shows <paramref name="at"/>.</summary>
    internal static DateTimeOffset FirstRunUtc(DateTimeOffset nowUtc, TimeZoneInfo zone, TimeOnly at)
    {
        var localNow = TimeZoneInfo.ConvertTime(nowUtc, zone);
        var today = DateOnly.FromDateTime(localNow.DateTime);
        for (var i = 0; i < 2; i++)
        {
            var wall = today.AddDays(i).ToDateTime(at);
            var candidate = new DateTimeOffset(wall, zone.GetUtcOffset(wall));
            if (candidate > nowUtc)
            {
                return candidate.ToUniversalTime();
            }
        }

        throw new InvalidOperationException("No run time found within two days.");
    }

    private async Task RunOnceAsync(CancellationToken ct)
    {
        try
        {
            using var scope = _scopes.CreateScope();
            var builder = scope.ServiceProvider.GetRequiredService<DailyReportBuilder>();
            var mailer = scope.ServiceProvider.GetRequiredService<IReportMailer>();
            var report = await builder.BuildAsync(ct);
            await mailer.SendAsync(report, _options.Recipients, ct);
            _log.LogInformation("Daily report sent to {Count} recipients", _options.Recipients.Count);
        }
        catch (Exception ex) when (ex is not OperationCanceledException)
        {
            _log.LogError(ex, "Daily report failed");
        }
    }
}
