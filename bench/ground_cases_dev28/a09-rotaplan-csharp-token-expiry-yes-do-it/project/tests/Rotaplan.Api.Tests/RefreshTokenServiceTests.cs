using Rotaplan.Api.Auth;
using Xunit;

namespace Rotaplan.Api.Tests;

public class RefreshTokenServiceTests : IClassFixture<DbFixture>
{
    private readonly DbFixture _fx;

    public RefreshTokenServiceTests(DbFixture fx)
    {
        _fx = fx;
    }

    [Fact]
    public async Task Rotate_returns_new_token_and_revokes_old_one()
    {
        await using var db = _fx.CreateContext();
        var svc = new RefreshTokenService(db);
        var first = await svc.IssueAsync(userId: 7);

        var rotated = await svc.RotateAsync(first);

        Assert.NotNull(rotated);
        Assert.Equal(7, rotated.Value.UserId);
        Assert.NotEqual(first, rotated.Value.NewToken);
        Assert.Null(await svc.RotateAsync(first));
    }

    [Fact]
    public void Token_past_its_expiry_is_expired()
    {
        var token = new RefreshToken { ExpiresAtUtc = DateTime.UtcNow.AddDays(-1) };
        Assert.True(RefreshTokenService.IsExpired(token));
    }
}
