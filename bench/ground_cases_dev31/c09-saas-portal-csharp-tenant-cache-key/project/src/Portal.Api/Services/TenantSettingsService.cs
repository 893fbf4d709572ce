using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Caching.Memory;
using Microsoft.Extensions.Options;
using Portal.Api.Data;
using Portal.Api.Options;
using Portal.Api.Tenancy;

namespace Portal.Api.Services;

public interface ITenantSettingsService
{
    Task<TenantSettings> GetAsync(CancellationToken ct = default);
    Task UpdateAsync(TenantSettings settings, CancellationToken ct = default);
}

public sealed class TenantSettingsService : ITenantSettingsService
{
    private readonly IMemoryCache _cache;
    private readonly PortalDbContext _db;
    private readonly ITenantContext _tenant;
    private readonly CacheOptions _options;

    public TenantSettingsService(IMemoryCache cache, PortalDbContext db, ITenantContext tenant,
        IOptions<CacheOptions> options)
    {
        _cache = cache;
        _db = db;
        _tenant = tenant;
        _options = options.Value;
    }

    public async Task<TenantSettings> GetAsync(CancellationToken ct = default)
    {
        var tenantId = _tenant.TenantId;
        var settings = await _cache.GetOrCreateAsync("tenant-settings", async entry =>
        {
            entry.AbsoluteExpirationRelativeToNow = TimeSpan.FromMinutes(_options.CacheMinutes);
            var row = await _db.TenantSettings.AsNoTracking()
                .SingleOrDefaultAsync(x => x.TenantId == tenantId, ct);
            return row ?? TenantSettings.Default(tenantId);
        });
        return settings ?? TenantSettings.Default(tenantId);
    }

    public async Task UpdateAsync(TenantSettings settings, CancellationToken ct = default)
    {
        settings.TenantId = _tenant.TenantId;
        _db.TenantSettings.Update(settings);
        await _db.SaveChangesAsync(ct);
        _cache.Remove("tenant-settings");
    }
}
