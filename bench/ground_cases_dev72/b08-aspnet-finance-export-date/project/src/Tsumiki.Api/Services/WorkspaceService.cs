using Microsoft.EntityFrameworkCore;
using Tsumiki.Api.Data;
using Tsumiki.Api.Models;

namespace Tsumiki.Api.Services;

public class WorkspaceService
{
    private readonly AppDbContext _db;

    public WorkspaceService(AppDbContext db) => _db = db;

    public async Task TransferOwnershipAsync(Guid workspaceId, Guid newOwnerId, CancellationToken ct = default)
    {
        var ws = await _db.Workspaces.Include(w => w.Members).SingleAsync(w => w.Id == workspaceId, ct);
        var next = ws.Members.SingleOrDefault(m => m.UserId == newOwnerId)
            ?? throw new InvalidOperationException("new owner must already be a member");
        var current = ws.Members.Single(m => m.UserId == ws.OwnerId);

        current.Role = MemberRole.Admin;
        next.Role = MemberRole.Owner;
        ws.OwnerId = newOwnerId;

        await _db.SaveChangesAsync(ct);
    }

    public async Task<int> CountSeatsAsync(Guid workspaceId, CancellationToken ct = default) =>
        await _db.Memberships.CountAsync(m => m.WorkspaceId == workspaceId, ct);
}
