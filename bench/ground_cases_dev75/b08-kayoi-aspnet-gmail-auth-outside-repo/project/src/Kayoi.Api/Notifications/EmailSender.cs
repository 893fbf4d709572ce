using MailKit.Net.Smtp;
using MailKit.Security;
using Microsoft.Extensions.Options;
using MimeKit;

namespace Kayoi.Api.Notifications;

public sealed class EmailOptions
{
    public string SmtpHost { get; set; } = "";
    public int SmtpPort { get; set; } = 587;
    public string UserName { get; set; } = "";
    public string Password { get; set; } = "";
    public string FromAddress { get; set; } = "";
    public string FromName { get; set; } = "";
    public string? ReplyTo { get; set; }
}

public interface IEmailSender
{
    Task SendAsync(string to, EmailMessage message, CancellationToken ct = default);
}

public sealed record EmailMessage(string Subject, string TextBody);

public sealed class SmtpEmailSender(IOptions<EmailOptions> options, ILogger<SmtpEmailSender> logger) : IEmailSender
{
    private readonly EmailOptions _options = options.Value;

    public async Task SendAsync(string to, EmailMessage message, CancellationToken ct = default)
    {
        var mime = new MimeMessage();
        mime.From.Add(new MailboxAddress(_options.FromName, _options.FromAddress));
        if (!string.IsNullOrEmpty(_options.ReplyTo))
        {
            mime.ReplyTo.Add(MailboxAddress.Parse(_options.ReplyTo));
        }
        mime.To.Add(MailboxAddress.Parse(to));
        mime.Subject = message.Subject;
        mime.Body = new TextPart("plain") { Text = message.TextBody };

        using var client = new SmtpClient();
        await client.ConnectAsync(_options.SmtpHost, _options.SmtpPort, SecureSocketOptions.StartTls, ct);
        await client.AuthenticateAsync(_options.UserName, _options.Password, ct);
        await client.SendAsync(mime, ct);
        await client.DisconnectAsync(true, ct);
        logger.LogInformation("mail sent to {To}: {Subject}", to, message.Subject);
    }
}
