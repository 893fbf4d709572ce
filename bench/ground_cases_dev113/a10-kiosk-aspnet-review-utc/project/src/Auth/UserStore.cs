using System.Collections.Concurrent;

namespace Kiosk.Api.Auth;

public sealed record KioskUser(string Id, string DisplayName, bool Disabled, DateTime? RevokedAt);

public sealed class UserStore
{
    private readonly ConcurrentDictionary<string, KioskUser> _byId = new();

    public void Add(KioskUser user)
    {
        _byId[user.Id] = user;
    }

    public KioskUser? GetUser(string id)
    {
        return _byId.TryGetValue(id, out var user) && !user.Disabled ? user : null;
    }

    public bool Revoke(string id, DateTime whenUtc)
    {
        if (!_byId.TryGetValue(id, out var user))
        {
            return false;
        }
        _byId[id] = user with { RevokedAt = whenUtc };
        return true;
    }

    public int Count => _byId.Count;
}
