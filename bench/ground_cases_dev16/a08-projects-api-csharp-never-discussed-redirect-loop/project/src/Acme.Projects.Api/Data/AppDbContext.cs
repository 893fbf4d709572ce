using Microsoft.EntityFrameworkCore;

namespace Acme.Projects.Api.Data;

public class AppDbContext(DbContextOptions<AppDbContext> options) : DbContext(options)
{
    public DbSet<Project> Projects => Set<Project>();
    public DbSet<ProjectMember> Members => Set<ProjectMember>();

    protected override void OnModelCreating(ModelBuilder model)
    {
        model.Entity<Project>(e =>
        {
            e.ToTable("projects");
            e.HasKey(p => p.Id);
            e.Property(p => p.Name).HasMaxLength(120).IsRequired();
            e.HasIndex(p => new { p.OwnerId, p.Name }).IsUnique();
        });
        model.Entity<ProjectMember>(e =>
        {
            e.ToTable("project_members");
            e.HasKey(m => new { m.ProjectId, m.UserId });
            e.Property(m => m.Role).HasConversion<string>().HasMaxLength(20);
        });
    }
}

public class Project
{
    public Guid Id { get; set; }
    public string Name { get; set; } = "";
    public string? Description { get; set; }
    public string OwnerId { get; set; } = "";
    public DateTimeOffset CreatedAt { get; set; }
    public List<ProjectMember> Members { get; set; } = [];
}

public enum MemberRole { Viewer, Editor, Admin }

public class ProjectMember
{
    public Guid ProjectId { get; set; }
    public string UserId { get; set; } = "";
    public MemberRole Role { get; set; }
    public DateTimeOffset AddedAt { get; set; }
}
