using Dapper;
using Microsoft.Data.SqlClient;
using Microsoft.Extensions.Options;

namespace KeiriExport;

public sealed record SaleRecord(DateOnly Day, string StoreCode, string StoreName, int TaxRatePercent, decimal Total);

public interface ISalesSource
{
    Task<IReadOnlyList<SaleRecord>> GetSalesAsync(string company, DateOnly day, CancellationToken ct);
}

/// <summary>Daily totals per store and tax rate from the sales database.</summary>
public sealed class SqlSalesSource : ISalesSource
{
    private const string Sql = """
        SELECT s.sale_date AS Day, s.store_code AS StoreCode, st.name AS StoreName,
               s.tax_rate AS TaxRatePercent, SUM(s.amount) AS Total
          FROM sales s
          JOIN stores st ON st.code = s.store_code
         WHERE st.company_code = @company AND s.sale_date = @day
         GROUP BY s.sale_date, s.store_code, st.name, s.tax_rate
         ORDER BY s.store_code, s.tax_rate DESC
        """;

    private readonly string _connectionString;

    public SqlSalesSource(IOptions<ExportOptions> options) => _connectionString = options.Value.ConnectionString;

    public async Task<IReadOnlyList<SaleRecord>> GetSalesAsync(string company, DateOnly day, CancellationToken ct)
    {
        await using var db = new SqlConnection(_connectionString);
        var rows = await db.QueryAsync<SaleRecord>(new CommandDefinition(
            Sql, new { company, day = day.ToDateTime(TimeOnly.MinValue) }, cancellationToken: ct));
        return rows.ToList();
    }
}
