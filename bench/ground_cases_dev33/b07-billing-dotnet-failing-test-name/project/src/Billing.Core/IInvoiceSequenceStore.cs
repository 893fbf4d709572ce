namespace Billing.Core;

/// <summary>Atomic counters keyed by a string (one row per key in invoice_sequences).</summary>
public interface IInvoiceSequenceStore
{
    /// <summary>Increments the counter for <paramref name="key"/> and returns the new value (first call returns 1).</summary>
    Task<int> IncrementAsync(string key, CancellationToken ct = default);
}

public sealed class InMemoryInvoiceSequenceStore : IInvoiceSequenceStore
{
    private readonly Dictionary<string, int> _counters = new();
    private readonly object _gate = new();

    public Task<int> IncrementAsync(string key, CancellationToken ct = default)
    {
        lock (_gate)
        {
            _counters[key] = _counters.TryGetValue(key, out var n) ? n + 1 : 1;
            return Task.FromResult(_counters[key]);
        }
    }
}
