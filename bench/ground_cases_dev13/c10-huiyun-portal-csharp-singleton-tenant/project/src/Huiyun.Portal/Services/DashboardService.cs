using Huiyun.Portal.Data;
using Huiyun.Portal.Tenancy;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Caching.Memory;

namespace Huiyun.Portal.Services;

public interface IDashboardService
{
    Task<DashboardSummary> GetSummaryAsync(DateOnly day, CancellationToken ct);
}

public sealed record DashboardSummary(string TenantId, DateOnly Day, int Orders, decimal Revenue, int NewCustomers);

public sealed class DashboardService : IDashboardService
{
    private static readonly TimeSpan CacheFor = TimeSpan.FromMinutes(5);

    private readonly PortalDbContext _db;
    private readonly ITenantContext _tenant;
    private readonly IMemoryCache _cache;

    public DashboardService(PortalDbContext db, ITenantContext tenant, IMemoryCache cache)
    {
        _db = db;
        _tenant = tenant;
        _cache = cache;
    }

    public async Task<DashboardSummary> GetSummaryAsync(DateOnly day, CancellationToken ct)
    {
        var tenantId = _tenant.TenantId ?? throw new TenantNotResolvedException();
        var key = $"dashboard:{tenantId}:{day:yyyy-MM-dd}";
        if (_cache.TryGetValue(key, out DashboardSummary? cached) && cached is not null)
        {
            return cached;
        }

        var from = day.ToDateTime(TimeOnly.MinValue, DateTimeKind.Utc);
        var to = from.AddDays(1);
        var orders = _db.Orders.Where(o => o.CreatedAt >= from && o.CreatedAt < to);
        var summary = new DashboardSummary(
            tenantId,
            day,
            await orders.CountAsync(ct),
            await orders.SumAsync(o => o.Total, ct),
            await _db.Customers.CountAsync(c => c.CreatedAt >= from && c.CreatedAt < to, ct));

        _cache.Set(key, summary, CacheFor);
        return summary;
    }
}
