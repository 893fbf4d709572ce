using System.Security.Cryptography;

namespace Acme.Accounts.Services;

public class PasswordResetService
{
    private readonly IUserStore _users;
    private readonly IEmailSender _email;
    private readonly IConfiguration _config;
    private readonly ILogger<PasswordResetService> _logger;

    public PasswordResetService(IUserStore users, IEmailSender email, IConfiguration config,
        ILogger<PasswordResetService> logger)
    {
        _users = users;
        _email = email;
        _config = config;
        _logger = logger;
    }

    public async Task RequestResetAsync(string email, CancellationToken ct)
    {
        var user = await _users.FindByEmailAsync(email, ct);
        if (user is null)
        {
            // Same response either way so the endpoint can't be used to probe for accounts.
            _logger.LogInformation("Password reset requested for unknown address");
            return;
        }

        var token = Convert.ToHexString(RandomNumberGenerator.GetBytes(32)).ToLowerInvariant();
        var lifetime = TimeSpan.FromMinutes(_config.GetValue("PasswordReset:TokenLifetimeMinutes", 30));
        await _users.StoreResetTokenAsync(user.Id, token, DateTimeOffset.UtcNow.Add(lifetime), ct);

        var link = $"{_config["PasswordReset:LinkBaseUrl"]}?token={token}";
        _logger.LogInformation("Password reset link for {Email}: {Link}", user.Email, link);
        await _email.SendPasswordResetAsync(user, link, ct);
    }
}
