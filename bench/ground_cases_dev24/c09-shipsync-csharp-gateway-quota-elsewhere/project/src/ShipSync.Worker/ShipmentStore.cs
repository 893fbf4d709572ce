using Dapper;
using Npgsql;

namespace ShipSync.Worker;

public sealed class ShipmentStore
{
    private readonly string _connectionString;

    public ShipmentStore(string connectionString) => _connectionString = connectionString;

    public async Task<IReadOnlyList<string>> OpenWaybillsAsync(CancellationToken ct)
    {
        await using var conn = new NpgsqlConnection(_connectionString);
        var rows = await conn.QueryAsync<string>(new CommandDefinition(
            "SELECT waybill_no FROM shipments WHERE delivered_at IS NULL AND created_at > now() - interval '30 days'",
            cancellationToken: ct));
        return rows.ToList();
    }

    public async Task SaveEventsAsync(string waybillNo, IReadOnlyList<TrackingEvent> events, CancellationToken ct)
    {
        if (events.Count == 0) return;
        await using var conn = new NpgsqlConnection(_connectionString);
        await conn.ExecuteAsync(new CommandDefinition(
            @"INSERT INTO tracking_events (waybill_no, status, location, occurred_at)
              VALUES (@WaybillNo, @Status, @Location, @OccurredAt)
              ON CONFLICT (waybill_no, occurred_at, status) DO NOTHING",
            events, cancellationToken: ct));
        if (events.Any(e => e.Status == "DELIVERED"))
        {
            await conn.ExecuteAsync(new CommandDefinition(
                "UPDATE shipments SET delivered_at = now() WHERE waybill_no = @waybillNo",
                new { waybillNo }, cancellationToken: ct));
        }
    }
}
