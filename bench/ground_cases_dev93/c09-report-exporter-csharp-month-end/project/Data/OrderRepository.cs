using Dapper;
using Microsoft.Data.SqlClient;

namespace ReportExporter.Data;

public sealed record OrderRow(string OrderNo, DateTime CreatedAt, string CustomerName, decimal Amount, string Status);

public interface IOrderRepository
{
    Task<IReadOnlyList<OrderRow>> GetOrdersForMonthAsync(int year, int month, CancellationToken ct);
}

public sealed class OrderRepository : IOrderRepository
{
    private const string Sql = @"
SELECT o.OrderNo, o.CreatedAt, c.Name AS CustomerName, o.Amount, o.Status
FROM dbo.Orders o
JOIN dbo.Customers c ON c.Id = o.CustomerId
WHERE o.CreatedAt >= @From AND o.CreatedAt <= @To
  AND o.Status <> 'Cancelled'
ORDER BY o.CreatedAt, o.OrderNo";

    private readonly string _connectionString;

    public OrderRepository(string connectionString) => _connectionString = connectionString;

    public async Task<IReadOnlyList<OrderRow>> GetOrdersForMonthAsync(int year, int month, CancellationToken ct)
    {
        var from = new DateTime(year, month, 1);
        var to = new DateTime(year, month, DateTime.DaysInMonth(year, month));

        await using var connection = new SqlConnection(_connectionString);
        var rows = await connection.QueryAsync<OrderRow>(
            new CommandDefinition(Sql, new { From = from, To = to }, cancellationToken: ct, commandTimeout: 120));
        return rows.AsList();
    }
}
