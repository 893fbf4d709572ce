using Dapper;
using Npgsql;

namespace ShipmentSync.Orders;

public sealed class OrderRepository(string connectionString)
{
    private const string CursorKey = "carrier_events_since";

    private NpgsqlConnection Open() => new(connectionString);

    public async Task<DateTimeOffset> GetSyncCursorAsync(CancellationToken ct)
    {
        await using var conn = Open();
        var value = await conn.QuerySingleOrDefaultAsync<DateTimeOffset?>(
            new CommandDefinition("SELECT value_ts FROM sync_state WHERE key = @key", new { key = CursorKey }, cancellationToken: ct));
        return value ?? DateTimeOffset.UtcNow.AddDays(-1);
    }

    public async Task SetSyncCursorAsync(DateTimeOffset at, CancellationToken ct)
    {
        await using var conn = Open();
        await conn.ExecuteAsync(new CommandDefinition(
            """
            INSERT INTO sync_state (key, value_ts) VALUES (@key, @at)
            ON CONFLICT (key) DO UPDATE SET value_ts = EXCLUDED.value_ts
            """,
            new { key = CursorKey, at }, cancellationToken: ct));
    }

    /// <summary>Returns 1 when an order changed. Older events never overwrite newer ones.</summary>
    public async Task<int> UpdateShipmentStatusAsync(string trackingNumber, ShipmentStatus status, DateTimeOffset at, CancellationToken ct)
    {
        await using var conn = Open();
        return await conn.ExecuteAsync(new CommandDefinition(
            """
            UPDATE orders
               SET shipment_status = @status, shipment_status_at = @at
             WHERE tracking_number = @trackingNumber
               AND (shipment_status_at IS NULL OR shipment_status_at < @at)
            """,
            new { trackingNumber, status = status.ToString(), at }, cancellationToken: ct));
    }
}
