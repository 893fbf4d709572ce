using System.Security.Claims;
using Acme.Projects.Api.Models;
using Acme.Projects.Api.Services;

namespace Acme.Projects.Api.Endpoints;

public static class ProjectEndpoints
{
    public static IEndpointRouteBuilder MapProjectEndpoints(this IEndpointRouteBuilder app)
    {
        var group = app.MapGroup("/projects").RequireAuthorization();

        group.MapGet("/", async (ClaimsPrincipal user, ProjectService projects, CancellationToken ct) =>
            Results.Ok(await projects.ListAsync(UserId(user), ct)));

        group.MapGet("/{id:guid}", async (Guid id, ClaimsPrincipal user, ProjectService projects, CancellationToken ct) =>
            await projects.GetAsync(id, UserId(user), ct) is { } project
                ? Results.Ok(project)
                : Results.NotFound());

        group.MapGet("/{id:guid}/members", async (Guid id, ClaimsPrincipal user, ProjectService projects,
            CancellationToken ct) =>
            await projects.MembersAsync(id, UserId(user), ct) is { } members
                ? Results.Ok(members)
                : Results.NotFound());

        group.MapPost("/", async (CreateProjectRequest request, ClaimsPrincipal user, ProjectService projects,
            CancellationToken ct) =>
        {
            if (string.IsNullOrWhiteSpace(request.Name) || request.Name.Trim().Length > 120)
            {
                return Results.ValidationProblem(new Dictionary<string, string[]>
                {
                    ["name"] = ["Name is required and must be at most 120 characters."],
                });
            }
            var created = await projects.CreateAsync(request, UserId(user), ct);
            return Results.Created($"/projects/{created.Id}", created);
        });

        return app;
    }

    private static string UserId(ClaimsPrincipal user) =>
        user.FindFirstValue("oid") ?? user.FindFirstValue("sub")
        ?? throw new InvalidOperationException("token has neither oid nor sub");
}
