using System.Collections.Concurrent;
using ColdChain.Ingest.Data;

namespace ColdChain.Ingest.Ingest;

/// <summary>
/// 按「设备 × 小时」聚合温度（min/max/avg）。FlushWorker 每分钟调用一次 FlushClosedAsync，
/// 把已经结束的小时写入 hourly_stats。
/// </summary>
public sealed class HourlyAggregator
{
    private readonly ConcurrentDictionary<string, HourlyBucket> _buckets = new();
    private readonly HourlyRepository _repo;
    private readonly TimeProvider _clock;
    private readonly ILogger<HourlyAggregator> _log;

    public HourlyAggregator(HourlyRepository repo, TimeProvider clock, ILogger<HourlyAggregator> log)
    {
        _repo = repo;
        _clock = clock;
        _log = log;
    }

    public int PendingBuckets => _buckets.Count;

    public void Add(TelemetryReading r)
    {
        var hour = TruncateToHour(r.RecordedAt.ToUniversalTime());
        var key = $"{r.DeviceId}:{hour:yyyyMMddHH}";
        _buckets.AddOrUpdate(key,
            _ => HourlyBucket.Start(r.DeviceId, hour, r.TemperatureC),
            (_, b) => b.With(r.TemperatureC));
    }

    public async Task FlushClosedAsync(CancellationToken ct)
    {
        var currentHour = TruncateToHour(_clock.GetUtcNow());
        var batch = new List<HourlyBucket>();
        foreach (var key in _buckets.Keys)
        {
            if (_buckets.TryGetValue(key, out var bucket) && bucket.Hour < currentHour)
            {
                batch.Add(bucket);
            }
        }

        if (batch.Count == 0)
        {
            return;
        }

        await _repo.UpsertAsync(batch, ct);
        _log.LogInformation("flushed {Count} hourly buckets", batch.Count);
    }

    private static DateTimeOffset TruncateToHour(DateTimeOffset t) =>
        new(t.Year, t.Month, t.Day, t.Hour, 0, 0, TimeSpan.Zero);
}
