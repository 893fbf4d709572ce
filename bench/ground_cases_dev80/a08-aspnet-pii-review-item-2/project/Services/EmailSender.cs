namespace Acme.Accounts.Services;

public interface IEmailSender
{
    Task SendWelcomeAsync(User user, CancellationToken ct);
    Task SendPasswordResetAsync(User user, string link, CancellationToken ct);
}

public class EmailSender : IEmailSender
{
    private readonly ILogger<EmailSender> _logger;

    public EmailSender(ILogger<EmailSender> logger) => _logger = logger;

    public Task SendWelcomeAsync(User user, CancellationToken ct)
    {
        _logger.LogInformation("Queued welcome mail for user {UserId}", user.Id);
        return Task.CompletedTask;
    }

    public Task SendPasswordResetAsync(User user, string link, CancellationToken ct)
    {
        _logger.LogInformation("Queued password reset mail for user {UserId}", user.Id);
        return Task.CompletedTask;
    }
}
