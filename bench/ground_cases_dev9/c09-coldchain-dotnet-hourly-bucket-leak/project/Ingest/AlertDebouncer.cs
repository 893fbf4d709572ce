using System.Collections.Concurrent;

namespace ColdChain.Ingest.Ingest;

/// <summary>同一台设备 15 分钟内只发一次超温告警。</summary>
public sealed class AlertDebouncer
{
    private static readonly TimeSpan Window = TimeSpan.FromMinutes(15);
    private readonly ConcurrentDictionary<string, DateTimeOffset> _lastAlert = new();

    public bool ShouldAlert(string deviceId, DateTimeOffset now)
    {
        var last = _lastAlert.GetOrAdd(deviceId, DateTimeOffset.MinValue);
        if (now - last < Window)
        {
            return false;
        }
        _lastAlert[deviceId] = now;
        return true;
    }

    /// <summary>清掉早已过了窗口期的记录，由 FlushWorker 定期调用。</summary>
    public void Sweep(DateTimeOffset now)
    {
        foreach (var (deviceId, at) in _lastAlert)
        {
            if (now - at > Window * 2)
            {
                _lastAlert.TryRemove(deviceId, out _);
            }
        }
    }
}
