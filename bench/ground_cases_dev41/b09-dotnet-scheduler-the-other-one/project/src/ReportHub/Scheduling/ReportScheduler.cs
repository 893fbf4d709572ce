using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;

namespace ReportHub.Scheduling;

/// <summary>
/// Runs scheduled reports. Reports are added at startup and from the API (POST /schedules).
/// </summary>
public sealed class ReportScheduler : IHostedService, IDisposable
{
    private readonly IReportRunner _runner;
    private readonly ILogger<ReportScheduler> _logger;
    private readonly TimeProvider _time;
    private readonly List<ScheduledReport> _jobs = new();
    private ITimer? _timer;

    public ReportScheduler(IReportRunner runner, ILogger<ReportScheduler> logger, TimeProvider? time = null)
    {
        _runner = runner;
        _logger = logger;
        _time = time ?? TimeProvider.System;
    }

    public TimeSpan TickInterval { get; init; } = TimeSpan.FromSeconds(30);

    public IReadOnlyList<ScheduledReport> Jobs => _jobs;

    public void Schedule(ScheduledReport job)
    {
        job.NextRun = NextRun(job, _time.GetLocalNow().DateTime);
        _jobs.Add(job);
        _logger.LogInformation("Scheduled {Report} at {NextRun}", job.Name, job.NextRun);
    }

    public Task StartAsync(CancellationToken cancellationToken)
    {
        _timer = _time.CreateTimer(OnTick, null, TimeSpan.Zero, TickInterval);
        return Task.CompletedTask;
    }

    public Task StopAsync(CancellationToken cancellationToken)
    {
        _timer?.Change(Timeout.Infinite, 0);
        return Task.CompletedTask;
    }

    internal void OnTick(object? state)
    {
        var now = _time.GetLocalNow().DateTime;
        foreach (var job in _jobs)
        {
            if (job.NextRun > now)
            {
                continue;
            }
            try
            {
                _runner.Run(job);
            }
            catch (Exception ex)
            {
                _logger.LogError(ex, "Report {Report} failed", job.Name);
            }
            job.NextRun = NextRun(job, now);
        }
    }

    internal static DateTime NextRun(ScheduledReport job, DateTime from)
    {
        var candidate = from.Date + job.TimeOfDay;
        if (candidate <= from)
        {
            candidate = candidate.AddDays(1);
        }
        while (!job.Days.Contains(candidate.DayOfWeek))
        {
            candidate = candidate.AddDays(1);
        }
        return candidate;
    }

    public void Dispose() => _timer?.Dispose();
}
