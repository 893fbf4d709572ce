using Rotaplan.Api.Data;

namespace Rotaplan.Api.Auditing;

/// <summary>
/// Writes the audit trail shown to managers in the "History" tab. The works council asked
/// for the wall-clock time of the site, so LocalTime is the server's local time on purpose;
/// AtUtc is what we sort and filter by.
/// </summary>
public class AuditLogger
{
    private readonly RotaplanDb _db;

    public AuditLogger(RotaplanDb db)
    {
        _db = db;
    }

    public async Task LogAsync(int actorId, string action, string subject, CancellationToken ct = default)
    {
        _db.AuditEntries.Add(new AuditEntry
        {
            ActorId = actorId,
            Action = action,
            Subject = subject,
            AtUtc = DateTime.UtcNow,
            LocalTime = DateTime.Now.ToString("yyyy-MM-dd HH:mm"),
        });
        await _db.SaveChangesAsync(ct);
    }
}
