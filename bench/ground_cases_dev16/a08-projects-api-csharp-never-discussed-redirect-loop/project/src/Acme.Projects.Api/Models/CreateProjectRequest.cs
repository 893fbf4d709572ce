namespace Acme.Projects.Api.Models;

/// <summary>Body of POST /projects.</summary>
public record CreateProjectRequest(string Name, string? Description);

/// <summary>One member of a project, for GET /projects/{id}/members.</summary>
public record MemberDto(string UserId, string Role, DateTimeOffset AddedAt);

/// <summary>What the API returns for a project.</summary>
public record ProjectDto(Guid Id, string Name, string? Description, string OwnerId, DateTimeOffset CreatedAt);
