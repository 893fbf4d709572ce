using System.Security.Claims;

namespace Huiyun.Portal.Tenancy;

/// <summary>
/// Resolves the tenant from the X-Tenant-Id header (tenant switcher in the portal) and checks
/// that the signed-in user belongs to it (the "tenants" claim lists the user's tenants).
/// </summary>
public sealed class TenantMiddleware
{
    private readonly RequestDelegate _next;
    private readonly ILogger<TenantMiddleware> _logger;

    public TenantMiddleware(RequestDelegate next, ILogger<TenantMiddleware> logger)
    {
        _next = next;
        _logger = logger;
    }

    public async Task InvokeAsync(HttpContext context, ITenantContext tenant)
    {
        var requested = context.Request.Headers["X-Tenant-Id"].FirstOrDefault();
        if (requested is not null && context.User.Identity?.IsAuthenticated == true)
        {
            var allowed = context.User.FindAll("tenants").Select(c => c.Value);
            if (!allowed.Contains(requested))
            {
                _logger.LogWarning("user {User} asked for tenant {Tenant} they do not belong to",
                    context.User.FindFirstValue(ClaimTypes.NameIdentifier), requested);
                context.Response.StatusCode = StatusCodes.Status403Forbidden;
                return;
            }

            // Set once per request: a nested call (e.g. an export re-entering the pipeline) keeps it.
            if (!tenant.HasTenant)
            {
                tenant.SetTenant(requested);
            }
        }

        await _next(context);
    }
}
