using Portal.Api.Tenancy;

namespace Portal.Api.Middleware;

/// <summary>
/// Resolves the current tenant from the X-Tenant-Id header (set by the SPA),
/// falling back to the first label of the host name (acme.portal.example.com).
/// </summary>
public sealed class TenantResolverMiddleware
{
    private const string Header = "X-Tenant-Id";
    private readonly RequestDelegate _next;
    private readonly ILogger<TenantResolverMiddleware> _logger;

    public TenantResolverMiddleware(RequestDelegate next, ILogger<TenantResolverMiddleware> logger)
    {
        _next = next;
        _logger = logger;
    }

    public async Task InvokeAsync(HttpContext context, ITenantContext tenant)
    {
        var id = context.Request.Headers[Header].FirstOrDefault();
        if (string.IsNullOrWhiteSpace(id))
        {
            id = context.Request.Host.Host.Split('.')[0];
            _logger.LogDebug("No {Header} header, using host label {Tenant}", Header, id);
        }

        tenant.Set(id);
        await _next(context);
    }
}
