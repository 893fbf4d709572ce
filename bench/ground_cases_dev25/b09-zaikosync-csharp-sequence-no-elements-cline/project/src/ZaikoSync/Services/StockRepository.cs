using Npgsql;
using ZaikoSync.Models;

namespace ZaikoSync.Services;

public sealed class StockRepository(IConfiguration configuration)
{
    private readonly string _connectionString = configuration.GetConnectionString("Zaiko")
        ?? throw new InvalidOperationException("ConnectionStrings:Zaiko is not set");

    public async Task UpsertAsync(IReadOnlyList<MergedStock> stocks, CancellationToken ct)
    {
        await using var conn = new NpgsqlConnection(_connectionString);
        await conn.OpenAsync(ct);
        await using var batch = new NpgsqlBatch(conn);
        foreach (var s in stocks)
        {
            batch.BatchCommands.Add(new NpgsqlBatchCommand(
                "INSERT INTO stock (sku, available, next_arrival, updated_at) VALUES ($1, $2, $3, $4) " +
                "ON CONFLICT (sku) DO UPDATE SET available = $2, next_arrival = $3, updated_at = $4")
            {
                Parameters = { new() { Value = s.Sku }, new() { Value = s.Available },
                               new() { Value = (object?)s.NextArrival ?? DBNull.Value }, new() { Value = s.UpdatedAt } },
            });
        }
        await batch.ExecuteNonQueryAsync(ct);
    }
}
