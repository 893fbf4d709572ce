using System.Collections.Concurrent;

namespace TodoSync.Sync;

/// <summary>
/// What each replica has pushed so far. Clients number their batches (batchSeq,
/// starting at 1) and re-send a batch when they did not see the server's ack.
/// </summary>
public sealed class ChangeLog
{
    private readonly ConcurrentDictionary<string, long> _lastSeq = new();

    public void Record(string replicaId, long batchSeq) => _lastSeq[replicaId] = batchSeq;

    /// <summary>
    /// Records <paramref name="batchSeq"/> if it is newer than what the replica sent before.
    /// False means the batch was already applied (a re-send after a lost ack).
    /// </summary>
    public bool TryRecord(string replicaId, long batchSeq)
    {
        while (true)
        {
            if (!_lastSeq.TryGetValue(replicaId, out var last))
            {
                if (_lastSeq.TryAdd(replicaId, batchSeq)) return true;
                continue;
            }
            if (batchSeq <= last) return false;
            if (_lastSeq.TryUpdate(replicaId, batchSeq, last)) return true;
        }
    }

    /// <summary>The last batch number recorded for the replica, 0 when none.</summary>
    public long LastSeq(string replicaId) => _lastSeq.TryGetValue(replicaId, out var seq) ? seq : 0;

    /// <summary>Drops what we know about a replica (app reinstalled, new replica id).</summary>
    public void Forget(string replicaId) => _lastSeq.TryRemove(replicaId, out _);

    public int Replicas => _lastSeq.Count;

    public IReadOnlyDictionary<string, long> Snapshot() => new Dictionary<string, long>(_lastSeq);

    public override string ToString() =>
        string.Join(", ", _lastSeq.OrderBy(pair => pair.Key).Select(pair => $"{pair.Key}:{pair.Value}"));
}
