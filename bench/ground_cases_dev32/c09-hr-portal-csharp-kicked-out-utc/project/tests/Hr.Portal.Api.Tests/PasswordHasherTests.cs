using Hr.Portal.Api.Services;
using Xunit;

namespace Hr.Portal.Api.Tests;

public class PasswordHasherTests
{
    private readonly PasswordHasher _hasher = new();

    [Fact]
    public void Verify_ReturnsTrue_ForCorrectPassword()
    {
        var stored = _hasher.Hash("s3cret!");
        Assert.True(_hasher.Verify("s3cret!", stored));
    }

    [Fact]
    public void Verify_ReturnsFalse_ForWrongPassword()
    {
        var stored = _hasher.Hash("s3cret!");
        Assert.False(_hasher.Verify("S3cret!", stored));
    }

    [Fact]
    public void Hash_UsesRandomSalt()
    {
        Assert.NotEqual(_hasher.Hash("same"), _hasher.Hash("same"));
    }

    [Theory]
    [InlineData("")]
    [InlineData("not-a-hash")]
    public void Verify_ReturnsFalse_ForMalformedHash(string stored)
    {
        Assert.False(_hasher.Verify("whatever", stored));
    }
}
