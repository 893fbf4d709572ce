using Acme.Projects.Api.Data;
using Acme.Projects.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Acme.Projects.Api.Services;

public class ProjectService(AppDbContext db, TimeProvider clock)
{
    public async Task<ProjectDto?> GetAsync(Guid id, string userId, CancellationToken ct)
    {
        var project = await db.Projects.AsNoTracking()
            .Where(p => p.Id == id && (p.OwnerId == userId || p.Members.Any(m => m.UserId == userId)))
            .SingleOrDefaultAsync(ct);
        return project is null ? null : ToDto(project);
    }

    /// <summary>Members of a project the user can see, or null when the project is not visible to them.</summary>
    public async Task<IReadOnlyList<MemberDto>?> MembersAsync(Guid id, string userId, CancellationToken ct)
    {
        var visible = await db.Projects.AsNoTracking()
            .AnyAsync(p => p.Id == id && (p.OwnerId == userId || p.Members.Any(m => m.UserId == userId)), ct);
        if (!visible)
        {
            return null;
        }
        return await db.Members.AsNoTracking()
            .Where(m => m.ProjectId == id)
            .OrderBy(m => m.AddedAt)
            .Select(m => new MemberDto(m.UserId, m.Role.ToString(), m.AddedAt))
            .ToListAsync(ct);
    }

    public async Task<IReadOnlyList<ProjectDto>> ListAsync(string userId, CancellationToken ct)
    {
        var projects = await db.Projects.AsNoTracking()
            .Where(p => p.OwnerId == userId || p.Members.Any(m => m.UserId == userId))
            .OrderBy(p => p.Name)
            .ToListAsync(ct);
        return projects.Select(ToDto).ToList();
    }

    public async Task<ProjectDto> CreateAsync(CreateProjectRequest request, string userId, CancellationToken ct)
    {
        var project = new Project
        {
            Id = Guid.NewGuid(),
            Name = request.Name.Trim(),
            Description = request.Description,
            OwnerId = userId,
            CreatedAt = clock.GetUtcNow(),
        };
        db.Projects.Add(project);
        await db.SaveChangesAsync(ct);
        return ToDto(project);
    }

    private static ProjectDto ToDto(Project p) => new(p.Id, p.Name, p.Description, p.OwnerId, p.CreatedAt);
}
