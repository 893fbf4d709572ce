namespace ColdChain.Ingest.Ingest;

public sealed class FlushWorker : BackgroundService
{
    private readonly HourlyAggregator _aggregator;
    private readonly AlertDebouncer _debouncer;
    private readonly TimeProvider _clock;
    private readonly ILogger<FlushWorker> _log;

    public FlushWorker(HourlyAggregator aggregator, AlertDebouncer debouncer, TimeProvider clock, ILogger<FlushWorker> log)
    {
        _aggregator = aggregator;
        _debouncer = debouncer;
        _clock = clock;
        _log = log;
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        using var timer = new PeriodicTimer(TimeSpan.FromMinutes(1));
        while (await timer.WaitForNextTickAsync(stoppingToken))
        {
            try
            {
                await _aggregator.FlushClosedAsync(stoppingToken);
                _debouncer.Sweep(_clock.GetUtcNow());
            }
            catch (Exception ex) when (ex is not OperationCanceledException)
            {
                _log.LogError(ex, "flush failed, pending={Pending}", _aggregator.PendingBuckets);
            }
        }
    }
}
