namespace Huiyun.Portal.Tenancy;

/// <summary>The tenant the current request works for.</summary>
public interface ITenantContext
{
    string? TenantId { get; }

    bool HasTenant { get; }

    void SetTenant(string tenantId);
}

public sealed class TenantContext : ITenantContext
{
    public string? TenantId { get; private set; }

    public bool HasTenant => TenantId is not null;

    public void SetTenant(string tenantId)
    {
        if (string.IsNullOrWhiteSpace(tenantId))
        {
            throw new ArgumentException("tenant id must not be empty", nameof(tenantId));
        }

        TenantId = tenantId;
    }
}

public sealed class TenantNotResolvedException : Exception
{
    public TenantNotResolvedException() : base("no tenant for this request")
    {
    }
}
