namespace ShipSync.Worker;

public sealed class SyncJob : BackgroundService
{
    private const int BatchSize = 500;
    private readonly CarrierClient _carrier;
    private readonly ShipmentStore _store;
    private readonly ILogger<SyncJob> _logger;

    public SyncJob(CarrierClient carrier, ShipmentStore store, ILogger<SyncJob> logger)
    {
        _carrier = carrier;
        _store = store;
        _logger = logger;
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        using var timer = new PeriodicTimer(TimeSpan.FromHours(24));
        do
        {
            await RunOnceAsync(stoppingToken);
        } while (await timer.WaitForNextTickAsync(stoppingToken));
    }

    public async Task RunOnceAsync(CancellationToken ct)
    {
        var waybills = await _store.OpenWaybillsAsync(ct);
        _logger.LogInformation("Tracking sync started: {Count} open waybills", waybills.Count);
        var batchNo = 0;
        foreach (var batch in waybills.Chunk(BatchSize))
        {
            batchNo++;
            try
            {
                await RunBatchAsync(batch, ct);
            }
            catch (HttpRequestException ex)
            {
                _logger.LogError(ex, "Tracking sync failed for batch {Batch} ({Count} waybills)", batchNo, batch.Length);
            }
        }
        _logger.LogInformation("Tracking sync finished: {Batches} batches", batchNo);
    }

    private async Task RunBatchAsync(string[] batch, CancellationToken ct)
    {
        var options = new ParallelOptions { MaxDegreeOfParallelism = 8, CancellationToken = ct };
        await Parallel.ForEachAsync(batch, options, async (waybillNo, token) =>
        {
            var events = await _carrier.GetTrackingAsync(waybillNo, token);
            await _store.SaveEventsAsync(waybillNo, events, token);
            _logger.LogInformation("Synced {Waybill}: {Count} events", Mask(waybillNo), events.Count);
        });
    }

    private static string Mask(string waybillNo) =>
        waybillNo.Length <= 4 ? waybillNo : new string('*', waybillNo.Length - 4) + waybillNo[^4..];
}
