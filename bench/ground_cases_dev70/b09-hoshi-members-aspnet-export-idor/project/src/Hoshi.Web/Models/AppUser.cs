using Microsoft.AspNetCore.Identity;

namespace Hoshi.Web.Models;

public class AppUser : IdentityUser
{
    public string DisplayName { get; set; } = "";

    public string TimeZoneId { get; set; } = "Tokyo Standard Time";

    public DateTimeOffset CreatedAt { get; set; } = DateTimeOffset.UtcNow;

    public DateTimeOffset? DeletedAt { get; set; }
}

public class AuditEntry
{
    public long Id { get; set; }

    public string Action { get; set; } = "";

    public string? ActorId { get; set; }

    public string? SubjectId { get; set; }

    public string? Detail { get; set; }

    public DateTimeOffset At { get; set; } = DateTimeOffset.UtcNow;
}
