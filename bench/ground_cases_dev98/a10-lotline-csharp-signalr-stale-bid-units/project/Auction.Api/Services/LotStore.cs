using System.Collections.Concurrent;
using Auction.Api.Models;

namespace Auction.Api.Services;

/// <summary>In-memory lots; one lock per lot so bids on different lots never wait on each other.</summary>
public sealed class LotStore
{
    private readonly ConcurrentDictionary<string, Lot> _lots = new();
    private readonly ConcurrentDictionary<string, object> _locks = new();

    public void Add(Lot lot)
    {
        if (!_lots.TryAdd(lot.Id, lot))
            throw new InvalidOperationException($"lot {lot.Id} already exists");
    }

    public LotSnapshot? Get(string lotId)
    {
        if (!_lots.TryGetValue(lotId, out var lot)) return null;
        lock (LockFor(lotId)) return lot.ToSnapshot();
    }

    /// <summary>Runs <paramref name="change"/> on the lot under its lock.</summary>
    public T Update<T>(string lotId, Func<Lot, T> change, Func<T> missing)
    {
        if (!_lots.TryGetValue(lotId, out var lot)) return missing();
        lock (LockFor(lotId)) return change(lot);
    }

    public IReadOnlyList<LotSnapshot> Open() =>
        _lots.Values.Where(l => l.Status == LotStatus.Open).Select(l => Get(l.Id)!).ToList();

    private object LockFor(string lotId) => _locks.GetOrAdd(lotId, _ => new object());
}
