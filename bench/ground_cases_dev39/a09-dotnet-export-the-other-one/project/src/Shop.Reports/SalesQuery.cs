using Dapper;
using Npgsql;

namespace Shop.Reports;

public sealed record SalesRow(string OrderNumber, DateTime PlacedAtUtc, decimal Net, decimal Vat, decimal Gross);

public interface ISalesQuery
{
    Task<IReadOnlyList<SalesRow>> ListAsync(DateRange range, CancellationToken ct);
}

public sealed class SalesQuery : ISalesQuery
{
    private readonly NpgsqlDataSource _db;

    public SalesQuery(NpgsqlDataSource db) => _db = db;

    public async Task<IReadOnlyList<SalesRow>> ListAsync(DateRange range, CancellationToken ct)
    {
        const string sql = """
            SELECT number AS OrderNumber, placed_at AS PlacedAtUtc, net, vat, gross
              FROM orders
             WHERE placed_at >= @start AND placed_at < @end AND status <> 'cancelled'
             ORDER BY placed_at
            """;
        await using var conn = await _db.OpenConnectionAsync(ct);
        var rows = await conn.QueryAsync<SalesRow>(
            new CommandDefinition(sql, new { start = range.StartUtc, end = range.EndUtc }, cancellationToken: ct));
        return rows.AsList();
    }
}
