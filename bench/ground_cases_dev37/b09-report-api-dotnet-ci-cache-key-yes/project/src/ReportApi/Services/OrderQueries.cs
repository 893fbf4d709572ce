using Dapper;
using Npgsql;

namespace ReportApi.Services;

public sealed record OrderRow(long Id, DateTime OrderedAt, decimal Amount, string Channel);

public interface IOrderQueries
{
    /// <summary>Orders with from &lt;= ordered_at &lt; to (ordered_at is a JST timestamp without time zone).</summary>
    Task<IReadOnlyList<OrderRow>> BetweenAsync(DateTime from, DateTime to);
}

public sealed class OrderQueries : IOrderQueries
{
    private readonly NpgsqlDataSource _db;

    public OrderQueries(NpgsqlDataSource db) => _db = db;

    public async Task<IReadOnlyList<OrderRow>> BetweenAsync(DateTime from, DateTime to)
    {
        await using var conn = await _db.OpenConnectionAsync();
        var rows = await conn.QueryAsync<OrderRow>(
            @"SELECT id, ordered_at AS OrderedAt, amount, channel
              FROM orders
              WHERE ordered_at >= @from AND ordered_at < @to AND status <> 'cancelled'
              ORDER BY ordered_at",
            new { from, to });
        return rows.AsList();
    }
}
