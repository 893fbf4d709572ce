using System.Text;
using Kiosk.Api.Auth;
using Xunit;

namespace Kiosk.Api.Tests;

public class TokenServiceTests
{
    private static (TokenService, UserStore) Make()
    {
        var users = new UserStore();
        users.Add(new KioskUser("k-1", "Test", Disabled: false, RevokedAt: null));
        return (new TokenService(Encoding.UTF8.GetBytes("test-key-0123456789"), users), users);
    }

    [Fact]
    public void FreshTokenValidates()
    {
        var (svc, _) = Make();
        Assert.True(svc.Validate(svc.Issue("k-1")));
    }

    [Fact]
    public void TamperedTokenFails()
    {
        var (svc, _) = Make();
        var t = svc.Issue("k-1");
        Assert.False(svc.Validate(t with { UserId = "k-2" }));
    }

    [Fact]
    public void UnknownUserFails()
    {
        var (svc, _) = Make();
        Assert.False(svc.Validate(svc.Issue("nobody")));
    }
}
