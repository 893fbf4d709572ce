using Microsoft.Extensions.Logging;

namespace Gateway.Auth;

/// <summary>
/// Caches the gateway's access token for outgoing calls to partner APIs. Shared by all
/// requests (registered as a singleton).
/// </summary>
public sealed class TokenCache
{
    private static readonly TimeSpan ExpirySkew = TimeSpan.FromSeconds(30);

    private readonly ITokenSource _source;
    private readonly TimeProvider _clock;
    private readonly ILogger<TokenCache> _log;
    private readonly SemaphoreSlim _gate = new(1, 1);
    private AccessToken? _token;

    public TokenCache(ITokenSource source, TimeProvider clock, ILogger<TokenCache> log)
    {
        _source = source;
        _clock = clock;
        _log = log;
    }

    public async Task<string> GetTokenAsync(CancellationToken ct = default)
    {
        var token = _token;
        if (token is not null && !IsExpired(token))
        {
            return token.Value;
        }

        await _gate.WaitAsync(ct);
        try
        {
            // Someone else may have refreshed while we waited for the gate.
            token = _token;
            if (token is null || IsExpired(token))
            {
                token = await _source.FetchAsync(ct);
                _token = token;
                _log.LogInformation("Fetched access token, expires {ExpiresAt}", token.ExpiresAt);
            }
            return token.Value;
        }
        finally
        {
            _gate.Release();
        }
    }

    /// <summary>Drops the cached token (e.g. after a 401) and returns a freshly fetched one.</summary>
    public async Task<string> ForceRefreshAsync(CancellationToken ct = default)
    {
        await _gate.WaitAsync(ct);
        try
        {
            _token = null;
            return await GetTokenAsync(ct);
        }
        finally
        {
            _gate.Release();
        }
    }

    private bool IsExpired(AccessToken token) =>
        _clock.GetUtcNow() >= token.ExpiresAt - ExpirySkew;
}
