using Dapper;
using Npgsql;

namespace ReportWorker.Services;

public sealed record Tenant(long Id, string Name, string? WebhookUrl);

public sealed record SalesRow(string Sku, string ProductName, int Quantity, decimal Amount);

public sealed class ReportRepository
{
    private readonly string _connectionString;

    public ReportRepository(IConfiguration configuration)
    {
        _connectionString = configuration.GetConnectionString("Reports")
            ?? throw new InvalidOperationException("ConnectionStrings:Reports is missing");
    }

    private NpgsqlConnection Open() => new(_connectionString);

    /// <summary>昨天的报表还没生成的租户。</summary>
    public async Task<IReadOnlyList<Tenant>> GetTenantsDueAsync(DateOnly day, CancellationToken ct)
    {
        await using var conn = Open();
        var rows = await conn.QueryAsync<Tenant>(new CommandDefinition(
            @"select t.id, t.name, t.webhook_url as WebhookUrl
                from tenants t
               where t.active
                 and not exists (select 1 from daily_reports r where r.tenant_id = t.id and r.day = @day)
               order by t.id",
            new { day }, cancellationToken: ct));
        return rows.AsList();
    }

    public async Task<IReadOnlyList<SalesRow>> GetDailySalesAsync(long tenantId, DateOnly day, CancellationToken ct)
    {
        await using var conn = Open();
        var rows = await conn.QueryAsync<SalesRow>(new CommandDefinition(
            @"select i.sku, i.product_name as ProductName, sum(i.quantity)::int as Quantity, sum(i.amount) as Amount
                from order_items i join orders o on o.id = i.order_id
               where o.tenant_id = @tenantId and o.paid_at >= @from and o.paid_at < @to
               group by i.sku, i.product_name
               order by Amount desc",
            new { tenantId, from = day.ToDateTime(TimeOnly.MinValue), to = day.AddDays(1).ToDateTime(TimeOnly.MinValue) },
            cancellationToken: ct, commandTimeout: 120));
        return rows.AsList();
    }

    public async Task MarkGeneratedAsync(long tenantId, DateOnly day, string path, CancellationToken ct)
    {
        await using var conn = Open();
        await conn.ExecuteAsync(new CommandDefinition(
            "insert into daily_reports (tenant_id, day, path, generated_at) values (@tenantId, @day, @path, now())",
            new { tenantId, day, path }, cancellationToken: ct));
    }
}
