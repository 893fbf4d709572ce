using System.IdentityModel.Tokens.Jwt;
using Clinic.Api.Auth;
using Microsoft.Extensions.Options;
using Microsoft.Extensions.Time.Testing;
using Xunit;

namespace Clinic.Api.Tests;

public class TokenServiceTests
{
    private static readonly DateTimeOffset Now = new(2025, 3, 1, 8, 0, 0, TimeSpan.Zero);

    private static TokenService Create(TimeSpan lifetime) =>
        new(Options.Create(new JwtOptions
        {
            SigningKey = "test-signing-key-that-is-long-enough-1234",
            AccessTokenLifetime = lifetime,
        }), new FakeTimeProvider(Now));

    [Fact]
    public void Token_carries_roles()
    {
        var jwt = new JwtSecurityTokenHandler().ReadJwtToken(
            Create(TimeSpan.FromMinutes(30)).Issue(new StaffUser(7, "Dr. Li", 3, ["Doctor", "Admin"])));
        Assert.Equal(2, jwt.Claims.Count(c => c.Type == "role" || c.Type.EndsWith("/role")));
    }

    [Fact]
    public void Token_expires_after_lifetime()
    {
        var jwt = new JwtSecurityTokenHandler().ReadJwtToken(
            Create(TimeSpan.FromMinutes(30)).Issue(new StaffUser(7, "Dr. Li", 3, ["Doctor"])));
        Assert.Equal(Now.UtcDateTime.AddMinutes(30), jwt.ValidTo);
    }

    [Fact]
    public void Whole_hour_lifetime_is_not_zero()
    {
        var jwt = new JwtSecurityTokenHandler().ReadJwtToken(
            Create(TimeSpan.FromHours(2)).Issue(new StaffUser(7, "Dr. Li", 3, ["Doctor"])));
        Assert.Equal(Now.UtcDateTime.AddHours(2), jwt.ValidTo);
    }
}
