using Microsoft.EntityFrameworkCore;
using Shop.Webhooks.Data;

namespace Shop.Webhooks.Services;

/// Remembers which Stripe events were already handled.
public class ProcessedEventStore(AppDbContext db)
{
    public Task<bool> ExistsAsync(string eventId, CancellationToken ct) =>
        db.ProcessedEvents.AnyAsync(e => e.EventId == eventId, ct);

    public async Task AddAsync(string eventId, string type, CancellationToken ct)
    {
        db.ProcessedEvents.Add(new ProcessedEvent
        {
            EventId = eventId,
            Type = type,
            ProcessedAt = DateTimeOffset.UtcNow,
        });
        await db.SaveChangesAsync(ct);
    }

    public Task<int> CountSinceAsync(DateTimeOffset since, CancellationToken ct) =>
        db.ProcessedEvents.CountAsync(e => e.ProcessedAt >= since, ct);

    public Task<ProcessedEvent?> FindAsync(string eventId, CancellationToken ct) =>
        db.ProcessedEvents.SingleOrDefaultAsync(e => e.EventId == eventId, ct);

    public Task<int> PurgeOlderThanAsync(TimeSpan age, CancellationToken ct)
    {
        var cutoff = DateTimeOffset.UtcNow - age;
        return db.ProcessedEvents.Where(e => e.ProcessedAt < cutoff).ExecuteDeleteAsync(ct);
    }
}
