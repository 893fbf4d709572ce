using System.Reflection;
using Dapper;
using Npgsql;
using UriageReport.Services;

namespace UriageReport.Data;

public sealed class SalesRepository(NpgsqlDataSource db)
{
    private static readonly string MonthlySql = Load("MonthlySales.sql");
    private static readonly string WeeklySql = Load("WeeklySales.sql");

    public async Task<IReadOnlyList<StoreSales>> GetMonthlySalesAsync(DateTimeOffset from, DateTimeOffset to, CancellationToken ct)
    {
        await using var conn = await db.OpenConnectionAsync(ct);
        var rows = await conn.QueryAsync<StoreSales>(new CommandDefinition(MonthlySql, new { From = from, To = to }, cancellationToken: ct));
        return rows.AsList();
    }

    public async Task<IReadOnlyList<StoreSales>> GetWeeklySalesAsync(DateTimeOffset from, DateTimeOffset to, CancellationToken ct)
    {
        await using var conn = await db.OpenConnectionAsync(ct);
        var rows = await conn.QueryAsync<StoreSales>(new CommandDefinition(WeeklySql, new { From = from, To = to }, cancellationToken: ct));
        return rows.AsList();
    }

    private static string Load(string name)
    {
        var asm = Assembly.GetExecutingAssembly();
        using var stream = asm.GetManifestResourceStream($"UriageReport.Queries.{name}")
            ?? throw new InvalidOperationException($"embedded query {name} not found");
        using var reader = new StreamReader(stream);
        return reader.ReadToEnd();
    }
}
