using Hoshi.Web.Data;
using Hoshi.Web.Models;

namespace Hoshi.Web.Services;

public interface IAuditLogger
{
    Task LogAsync(string action, string? actorId, string? subjectId, string? detail = null);
}

public class AuditLogger : IAuditLogger
{
    private readonly AppDbContext _db;
    private readonly ILogger<AuditLogger> _logger;

    public AuditLogger(AppDbContext db, ILogger<AuditLogger> logger)
    {
        _db = db;
        _logger = logger;
    }

    public async Task LogAsync(string action, string? actorId, string? subjectId, string? detail = null)
    {
        _db.AuditEntries.Add(new AuditEntry
        {
            Action = action,
            ActorId = actorId,
            SubjectId = subjectId,
            Detail = detail,
        });
        await _db.SaveChangesAsync();
        _logger.LogInformation("audit {Action} actor={Actor} subject={Subject}", action, actorId, subjectId);
    }
}
