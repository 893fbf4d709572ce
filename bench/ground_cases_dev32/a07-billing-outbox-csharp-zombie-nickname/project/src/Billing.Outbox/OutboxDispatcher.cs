using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Options;

namespace Billing.Outbox;

/// <summary>
/// Publishes pending outbox rows in batches. One instance runs in every worker pod.
/// </summary>
public sealed class OutboxDispatcher : BackgroundService
{
    private const int BatchSize = 50;
    private const int MaxAttempts = 10;
    private static readonly TimeSpan LeaseTime = TimeSpan.FromMinutes(5);

    private readonly IServiceScopeFactory _scopes;
    private readonly IMessagePublisher _publisher;
    private readonly ILogger<OutboxDispatcher> _log;
    private readonly TimeProvider _time;
    private readonly TimeSpan _idle;

    public OutboxDispatcher(IServiceScopeFactory scopes, IMessagePublisher publisher,
        ILogger<OutboxDispatcher> log, TimeProvider time, IOptions<OutboxOptions> options)
    {
        _scopes = scopes;
        _publisher = publisher;
        _log = log;
        _time = time;
        _idle = options.Value.IdleDelay;
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        while (!stoppingToken.IsCancellationRequested)
        {
            int handled;
            try
            {
                handled = await DispatchBatchAsync(stoppingToken);
            }
            catch (Exception ex) when (ex is not OperationCanceledException)
            {
                _log.LogError(ex, "Outbox batch failed");
                handled = 0;
            }

            if (handled == 0)
            {
                await Task.Delay(_idle, _time, stoppingToken);
            }
        }
    }

    internal async Task<int> DispatchBatchAsync(CancellationToken ct)
    {
        await using var scope = _scopes.CreateAsyncScope();
        var db = scope.ServiceProvider.GetRequiredService<OutboxDbContext>();

        var batch = await ClaimBatchAsync(db, ct);
        foreach (var message in batch)
        {
            try
            {
                await _publisher.PublishAsync(message.Type, message.Payload, ct);
                message.Status = OutboxStatus.Sent;
                message.SentAt = _time.GetUtcNow();
                message.LockedUntil = null;
            }
            catch (Exception ex) when (ex is not OperationCanceledException)
            {
                message.Attempts++;
                message.LastError = ex.Message;
                message.Status = message.Attempts >= MaxAttempts ? OutboxStatus.Dead : OutboxStatus.Pending;
                message.LockedUntil = null;
                _log.LogWarning(ex, "Publishing outbox message {Id} failed (attempt {Attempts})",
                    message.Id, message.Attempts);
            }
        }

        await db.SaveChangesAsync(ct);
        return batch.Count;
    }

    private async Task<List<OutboxMessage>> ClaimBatchAsync(OutboxDbContext db, CancellationToken ct)
    {
        var now = _time.GetUtcNow();
        var batch = await db.OutboxMessages
            .Where(m => m.Status == OutboxStatus.Pending)
            .OrderBy(m => m.CreatedAt)
            .Take(BatchSize)
            .ToListAsync(ct);

        foreach (var message in batch)
        {
            message.Status = OutboxStatus.Processing;
            message.LockedUntil = now + LeaseTime;
        }

        await db.SaveChangesAsync(ct);
        return batch;
    }
}
