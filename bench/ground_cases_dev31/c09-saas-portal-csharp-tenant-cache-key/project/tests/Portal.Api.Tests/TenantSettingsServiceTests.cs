using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Caching.Memory;
using Microsoft.Extensions.Options;
using Portal.Api.Data;
using Portal.Api.Options;
using Portal.Api.Services;
using Portal.Api.Tenancy;
using Xunit;

public class TenantSettingsServiceTests
{
    [Fact]
    public async Task Returns_default_when_tenant_has_no_row()
    {
        var db = new PortalDbContext(new DbContextOptionsBuilder<PortalDbContext>()
            .UseInMemoryDatabase(Guid.NewGuid().ToString()).Options);
        var tenant = new TenantContext();
        tenant.Set("acme");
        var svc = new TenantSettingsService(new MemoryCache(new MemoryCacheOptions()), db, tenant,
            Options.Create(new CacheOptions()));

        var s = await svc.GetAsync();

        Assert.Equal("acme", s.TenantId);
        Assert.Equal("#1677ff", s.ThemeColor);
    }
}
