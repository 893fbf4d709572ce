namespace Portal.Api.Tenancy;

public interface ITenantContext
{
    string TenantId { get; }
    void Set(string tenantId);
}

public sealed class TenantContext : ITenantContext
{
    private string? _tenantId;

    public string TenantId => _tenantId ?? throw new InvalidOperationException("Tenant not resolved");

    public void Set(string tenantId) => _tenantId = tenantId;
}
