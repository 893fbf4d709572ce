using Dapper;
using Npgsql;

namespace ReportGen;

public sealed record StatementLine(DateOnly Date, string Description, decimal Amount);

public sealed record Statement(long CustomerId, string CustomerName, string Address, DateOnly Month,
    decimal OpeningBalance, IReadOnlyList<StatementLine> Lines)
{
    public decimal ClosingBalance => OpeningBalance + Lines.Sum(l => l.Amount);
}

public sealed class StatementRepository(NpgsqlConnection db)
{
    public async Task<IReadOnlyList<Statement>> LoadAsync(DateOnly month, long? customerId)
    {
        var from = month.ToDateTime(TimeOnly.MinValue);
        var to = month.AddMonths(1).ToDateTime(TimeOnly.MinValue);
        var customers = await db.QueryAsync<(long Id, string Name, string Address)>(
            "SELECT id, name, billing_address FROM customers WHERE active AND (@customerId IS NULL OR id = @customerId)",
            new { customerId });
        var result = new List<Statement>();
        foreach (var c in customers)
        {
            var opening = await db.ExecuteScalarAsync<decimal>(
                "SELECT coalesce(sum(amount), 0) FROM ledger WHERE customer_id = @id AND booked_at < @from",
                new { id = c.Id, from });
            var lines = await db.QueryAsync<StatementLine>(
                "SELECT booked_at::date AS Date, description AS Description, amount AS Amount FROM ledger " +
                "WHERE customer_id = @id AND booked_at >= @from AND booked_at < @to ORDER BY booked_at",
                new { id = c.Id, from, to });
            result.Add(new Statement(c.Id, c.Name, c.Address, month, opening, lines.ToList()));
        }
        return result;
    }
}
