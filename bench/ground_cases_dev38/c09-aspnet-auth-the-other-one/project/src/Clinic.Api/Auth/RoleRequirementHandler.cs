using System.Security.Claims;
using Microsoft.AspNetCore.Authorization;

namespace Clinic.Api.Auth;

public sealed class RoleRequirement : IAuthorizationRequirement
{
    public RoleRequirement(string role) => Role = role;

    public string Role { get; }
}

/// <summary>
/// Grants access when the staff member holds the required role in the clinic
/// named by the route's clinicId (or any clinic for global routes).
/// </summary>
public sealed class RoleRequirementHandler : AuthorizationHandler<RoleRequirement>
{
    private readonly IHttpContextAccessor _http;

    public RoleRequirementHandler(IHttpContextAccessor http) => _http = http;

    protected override Task HandleRequirementAsync(AuthorizationHandlerContext context, RoleRequirement requirement)
    {
        var user = context.User;
        if (user.Identity?.IsAuthenticated != true)
        {
            return Task.CompletedTask;
        }

        var role = user.FindFirst(ClaimTypes.Role)?.Value;
        if (!string.Equals(role, requirement.Role, StringComparison.OrdinalIgnoreCase))
        {
            return Task.CompletedTask;
        }

        var routeClinic = _http.HttpContext?.GetRouteValue("clinicId")?.ToString();
        var userClinic = user.FindFirst("clinic_id")?.Value;
        if (routeClinic is null || routeClinic == userClinic)
        {
            context.Succeed(requirement);
        }

        return Task.CompletedTask;
    }
}
