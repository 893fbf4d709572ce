using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Time.Testing;
using Xunit;

namespace Gateway.Auth.Tests;

public class TokenCacheTests
{
    private sealed class CountingSource(FakeTimeProvider clock) : ITokenSource
    {
        public int Calls;

        public async Task<AccessToken> FetchAsync(CancellationToken ct)
        {
            var n = Interlocked.Increment(ref Calls);
            await Task.Delay(20, ct);
            return new AccessToken($"token-{n}", clock.GetUtcNow().AddMinutes(10));
        }
    }

    private static (TokenCache cache, CountingSource source, FakeTimeProvider clock) Make()
    {
        var clock = new FakeTimeProvider(DateTimeOffset.Parse("2025-11-11T09:00:00Z"));
        var source = new CountingSource(clock);
        return (new TokenCache(source, clock, NullLogger<TokenCache>.Instance), source, clock);
    }

    [Fact]
    public async Task GetToken_CachesUntilExpiry()
    {
        var (cache, source, clock) = Make();
        Assert.Equal("token-1", await cache.GetTokenAsync());
        clock.Advance(TimeSpan.FromMinutes(9));
        Assert.Equal("token-1", await cache.GetTokenAsync());
        Assert.Equal(1, source.Calls);
    }

    [Fact]
    public async Task GetToken_ConcurrentCallersShareOneFetch()
    {
        var (cache, source, _) = Make();
        var tokens = await Task.WhenAll(Enumerable.Range(0, 50).Select(_ => cache.GetTokenAsync()));
        Assert.All(tokens, t => Assert.Equal("token-1", t));
        Assert.Equal(1, source.Calls);
    }

    [Fact]
    public async Task ForceRefresh_AfterUnauthorized_GetsNewToken()
    {
        var (cache, source, _) = Make();
        Assert.Equal("token-1", await cache.GetTokenAsync());
        Assert.Equal("token-2", await cache.ForceRefreshAsync());
        Assert.Equal("token-2", await cache.GetTokenAsync());
        Assert.Equal(2, source.Calls);
    }

    [Fact]
    public async Task GetToken_RefreshesInsideSkew()
    {
        var (cache, source, clock) = Make();
        await cache.GetTokenAsync();
        clock.Advance(TimeSpan.FromMinutes(9) + TimeSpan.FromSeconds(45));
        Assert.Equal("token-2", await cache.GetTokenAsync());
        Assert.Equal(2, source.Calls);
    }
}
