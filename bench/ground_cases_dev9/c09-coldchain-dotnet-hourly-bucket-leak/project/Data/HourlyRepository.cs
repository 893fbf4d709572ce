using Dapper;
using ColdChain.Ingest.Ingest;
using Npgsql;

namespace ColdChain.Ingest.Data;

public sealed class HourlyRepository
{
    private readonly string _connString;

    public HourlyRepository(IConfiguration config)
    {
        _connString = config.GetConnectionString("Timescale")!;
    }

    public async Task UpsertAsync(IReadOnlyList<HourlyBucket> buckets, CancellationToken ct)
    {
        await using var conn = new NpgsqlConnection(_connString);
        await conn.OpenAsync(ct);
        await using var tx = await conn.BeginTransactionAsync(ct);
        const string sql = """
            INSERT INTO hourly_stats (device_id, hour, min_c, max_c, avg_c, samples)
            VALUES (@DeviceId, @Hour, @Min, @Max, @Avg, @Count)
            ON CONFLICT (device_id, hour) DO UPDATE
            SET min_c = EXCLUDED.min_c, max_c = EXCLUDED.max_c, avg_c = EXCLUDED.avg_c, samples = EXCLUDED.samples
            """;
        await conn.ExecuteAsync(new CommandDefinition(sql, buckets, tx, cancellationToken: ct));
        await tx.CommitAsync(ct);
    }
}
