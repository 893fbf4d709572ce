using System.Collections.Concurrent;

namespace Clubhouse.Api.Accounts;

public interface IMemberStore
{
    Task<bool> ExistsAsync(string email, CancellationToken ct);
    Task<Guid> CreateAsync(SignUpRequest request, CancellationToken ct);
}

public sealed class InMemoryMemberStore : IMemberStore
{
    private readonly ConcurrentDictionary<string, Guid> _byEmail = new(StringComparer.OrdinalIgnoreCase);

    public Task<bool> ExistsAsync(string email, CancellationToken ct) =>
        Task.FromResult(_byEmail.ContainsKey(email));

    public Task<Guid> CreateAsync(SignUpRequest request, CancellationToken ct)
    {
        var id = Guid.NewGuid();
        _byEmail[request.Email] = id;
        return Task.FromResult(id);
    }
}
