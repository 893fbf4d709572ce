using Dapper;
using Npgsql;

namespace ReportingApi.Data;

public sealed record OrderRow(long Id, string Number, string Region, DateTimeOffset PlacedAt, decimal Total, string Currency);

public interface IOrderReader
{
    Task<int> CountAsync(DateOnly from, DateOnly to, string? region, CancellationToken ct);

    Task<IReadOnlyList<OrderRow>> ReadAsync(DateOnly from, DateOnly to, string? region, int offset, int limit, CancellationToken ct);
}

public sealed class PgOrderReader(NpgsqlDataSource db) : IOrderReader
{
    private const string Filter = "placed_at >= @From::date AND placed_at < (@To::date + 1) AND (@Region IS NULL OR region = @Region)";

    public async Task<int> CountAsync(DateOnly from, DateOnly to, string? region, CancellationToken ct)
    {
        await using var conn = await db.OpenConnectionAsync(ct);
        return await conn.ExecuteScalarAsync<int>(new CommandDefinition(
            $"SELECT count(*) FROM orders WHERE {Filter}", new { From = from, To = to, Region = region }, cancellationToken: ct));
    }

    public async Task<IReadOnlyList<OrderRow>> ReadAsync(DateOnly from, DateOnly to, string? region, int offset, int limit, CancellationToken ct)
    {
        await using var conn = await db.OpenConnectionAsync(ct);
        var rows = await conn.QueryAsync<OrderRow>(new CommandDefinition(
            $"SELECT id, number, region, placed_at AS PlacedAt, total, currency FROM orders WHERE {Filter} ORDER BY id OFFSET @Offset LIMIT @Limit",
            new { From = from, To = to, Region = region, Offset = offset, Limit = limit }, cancellationToken: ct));
        return rows.AsList();
    }
}
