namespace Tsumiki.Api.Models;

public enum MemberRole
{
    Member,
    Admin,
    Owner,
}

public class Membership
{
    public Guid Id { get; set; }
    public Guid WorkspaceId { get; set; }
    public Guid UserId { get; set; }
    public MemberRole Role { get; set; }
    public DateTime JoinedAt { get; set; }
}

public class Workspace
{
    public Guid Id { get; set; }
    public string Name { get; set; } = "";
    public Guid OwnerId { get; set; }
    public string Plan { get; set; } = "free";
    public List<Membership> Members { get; set; } = new();
}
