namespace Gateway.Auth;

public sealed record AccessToken(string Value, DateTimeOffset ExpiresAt);

/// <summary>Fetches a fresh client-credentials token from the identity server.</summary>
public interface ITokenSource
{
    Task<AccessToken> FetchAsync(CancellationToken ct);
}
