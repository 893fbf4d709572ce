using Meridian.Api.Data;
using Meridian.Api.Services;
using Meridian.Api.Tests.Support;
using Microsoft.Extensions.Options;
using Xunit;

namespace Meridian.Api.Tests;

public class TokenServiceTests : IClassFixture<SqliteDbFixture>
{
    private readonly SqliteDbFixture _db;

    public TokenServiceTests(SqliteDbFixture db) => _db = db;

    private TokenService CreateService() => new(
        Options.Create(new JwtOptions
        {
            Issuer = "test",
            Audience = "test",
            SigningKey = new string('k', 64),
            AccessTokenMinutes = 15,
            RefreshTokenDays = 14,
        }),
        new RefreshTokenStore(_db.Context));

    [Fact]
    public async Task IssueAsync_returns_access_and_refresh_token()
    {
        var pair = await CreateService().IssueAsync(_db.SeedUser());

        Assert.False(string.IsNullOrEmpty(pair.AccessToken));
        Assert.False(string.IsNullOrEmpty(pair.RefreshToken));
        Assert.True(pair.AccessTokenExpiresAt > DateTime.UtcNow);
    }

    [Fact]
    public async Task RefreshAsync_rotates_the_refresh_token()
    {
        var service = CreateService();
        var first = await service.IssueAsync(_db.SeedUser());

        var second = await service.RefreshAsync(first.RefreshToken);

        Assert.NotNull(second);
        Assert.NotEqual(first.RefreshToken, second!.RefreshToken);
        Assert.Null(await service.RefreshAsync(first.RefreshToken));
    }

    [Fact]
    public async Task RefreshAsync_reuse_of_revoked_token_revokes_the_whole_family()
    {
        var service = CreateService();
        var first = await service.IssueAsync(_db.SeedUser());
        var second = await service.RefreshAsync(first.RefreshToken);

        Assert.Null(await service.RefreshAsync(first.RefreshToken));
        Assert.Null(await service.RefreshAsync(second!.RefreshToken));
    }

    [Fact]
    public void Revoked_refresh_token_is_not_valid()
    {
        var token = new RefreshToken { ExpiresAt = DateTime.UtcNow.AddDays(1), RevokedAt = DateTime.UtcNow };

        Assert.False(CreateService().IsRefreshTokenValid(token));
    }
}
