using Microsoft.Extensions.Options;
using ZaikoSync.Models;
using ZaikoSync.Services;

namespace ZaikoSync;

public sealed class Worker(
    WarehouseClient client,
    StockMerger merger,
    StockRepository repository,
    IOptions<SyncOptions> options,
    ILogger<Worker> logger) : BackgroundService
{
    private readonly SyncOptions _options = options.Value;

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        using var timer = new PeriodicTimer(TimeSpan.FromSeconds(_options.IntervalSeconds));
        do
        {
            var snapshots = new List<WarehouseSnapshot>();
            foreach (var endpoint in _options.Warehouses)
            {
                var snapshot = await client.FetchAsync(endpoint, stoppingToken);
                if (snapshot is not null)
                {
                    snapshots.Add(snapshot);
                }
            }

            if (snapshots.Count == 0)
            {
                logger.LogWarning("No warehouse responded; skipping this round");
                continue;
            }

            var merged = merger.Merge(snapshots);
            await repository.UpsertAsync(merged, stoppingToken);
        }
        while (await timer.WaitForNextTickAsync(stoppingToken));
    }
}
