using Dapper;
using Npgsql;

namespace Notify.Worker.Outbox;

public sealed class OutboxRepository(NpgsqlDataSource db)
{
    public async Task<IReadOnlyList<OutboxMessage>> FetchPendingAsync(int batchSize, CancellationToken ct)
    {
        await using var conn = await db.OpenConnectionAsync(ct);
        var rows = await conn.QueryAsync<OutboxMessage>(new CommandDefinition("""
            SELECT o.id, o.event_id AS EventId, o.event_type AS EventType, o.payload,
                   e.url AS EndpointUrl, e.secret AS EndpointSecret, o.attempts, o.created_at AS CreatedAt
            FROM webhook_outbox o
            JOIN webhook_endpoints e ON e.id = o.endpoint_id
            WHERE o.status = 'pending' AND o.next_attempt_at <= now()
            ORDER BY o.id
            LIMIT @batchSize
            """, new { batchSize }, cancellationToken: ct));
        return rows.AsList();
    }

    public async Task MarkDeliveredAsync(long id, CancellationToken ct)
    {
        await using var conn = await db.OpenConnectionAsync(ct);
        await conn.ExecuteAsync(new CommandDefinition(
            "UPDATE webhook_outbox SET status = 'delivered', delivered_at = now() WHERE id = @id",
            new { id }, cancellationToken: ct));
    }

    public async Task MarkFailedAsync(long id, int attempts, TimeSpan retryIn, CancellationToken ct)
    {
        await using var conn = await db.OpenConnectionAsync(ct);
        await conn.ExecuteAsync(new CommandDefinition("""
            UPDATE webhook_outbox
            SET attempts = @attempts,
                status = CASE WHEN @attempts >= 10 THEN 'dead' ELSE 'pending' END,
                next_attempt_at = now() + @retryIn
            WHERE id = @id
            """, new { id, attempts, retryIn }, cancellationToken: ct));
    }
}
