using Acme.Accounts.Services;
using Microsoft.Extensions.Configuration;
using Microsoft.Extensions.Logging.Abstractions;
using NSubstitute;

namespace Acme.Accounts.Tests;

public class PasswordResetServiceTests
{
    private readonly IUserStore _users = Substitute.For<IUserStore>();
    private readonly IEmailSender _email = Substitute.For<IEmailSender>();

    private PasswordResetService Service()
    {
        var config = new ConfigurationBuilder()
            .AddInMemoryCollection(new Dictionary<string, string?>
            {
                ["PasswordReset:LinkBaseUrl"] = "https://accounts.test/reset",
                ["PasswordReset:TokenLifetimeMinutes"] = "30",
            })
            .Build();
        return new PasswordResetService(_users, _email, config, NullLogger<PasswordResetService>.Instance);
    }

    [Fact]
    public async Task UnknownAddressSendsNothing()
    {
        _users.FindByEmailAsync("nobody@x.io", default).Returns((User?)null);
        await Service().RequestResetAsync("nobody@x.io", default);
        await _email.DidNotReceiveWithAnyArgs().SendPasswordResetAsync(default!, default!, default);
    }

    [Fact]
    public async Task KnownAddressGetsALinkWithAToken()
    {
        var user = new User(Guid.NewGuid(), "jane@x.io", null);
        _users.FindByEmailAsync("jane@x.io", default).Returns(user);
        await Service().RequestResetAsync("jane@x.io", default);
        await _email.Received().SendPasswordResetAsync(user,
            Arg.Is<string>(l => l.StartsWith("https://accounts.test/reset?token=") && l.Length > 60), default);
    }

    [Fact]
    public async Task TokenIsStoredWithExpiry()
    {
        var user = new User(Guid.NewGuid(), "jane@x.io", null);
        _users.FindByEmailAsync("jane@x.io", default).Returns(user);
        await Service().RequestResetAsync("jane@x.io", default);
        await _users.Received().StoreResetTokenAsync(user.Id, Arg.Any<string>(),
            Arg.Is<DateTimeOffset>(d => d > DateTimeOffset.UtcNow.AddMinutes(29)), default);
    }
}
