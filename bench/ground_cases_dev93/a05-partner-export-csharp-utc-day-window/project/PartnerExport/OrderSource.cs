using Dapper;
using Microsoft.Extensions.Options;
using Npgsql;

namespace PartnerExport;

/// <summary>One order line. CreatedAtUtc comes from orders.created_at, which is stored in UTC.</summary>
public sealed record OrderRow(long OrderId, DateTime CreatedAtUtc, string Sku, int Quantity, decimal UnitPrice, string Currency);

public interface IOrderSource
{
    Task<IReadOnlyList<OrderRow>> GetOrdersAsync(string partnerId, DateTime fromUtc, DateTime toUtc, CancellationToken ct);
}

public sealed class SqlOrderSource : IOrderSource
{
    private const string Sql = """
        SELECT o.id          AS OrderId,
               o.created_at  AS CreatedAtUtc,
               i.sku         AS Sku,
               i.quantity    AS Quantity,
               i.unit_price  AS UnitPrice,
               o.currency    AS Currency
          FROM orders o
          JOIN order_items i ON i.order_id = o.id
         WHERE o.partner_id = @partnerId
           AND o.created_at >= @fromUtc
           AND o.created_at <  @toUtc
         ORDER BY o.created_at, o.id, i.sku
        """;

    private readonly string _connectionString;

    public SqlOrderSource(IOptions<ExportOptions> options)
    {
        _connectionString = options.Value.ConnectionString;
    }

    public async Task<IReadOnlyList<OrderRow>> GetOrdersAsync(string partnerId, DateTime fromUtc, DateTime toUtc, CancellationToken ct)
    {
        await using var conn = new NpgsqlConnection(_connectionString);
        var rows = await conn.QueryAsync<OrderRow>(new CommandDefinition(Sql, new { partnerId, fromUtc, toUtc }, cancellationToken: ct));
        return rows.ToList();
    }
}
