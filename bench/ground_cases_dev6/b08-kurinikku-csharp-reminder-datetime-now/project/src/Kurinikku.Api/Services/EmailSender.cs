using MailKit.Net.Smtp;
using Microsoft.Extensions.Options;
using MimeKit;

namespace Kurinikku.Api.Services;

public interface IEmailSender
{
    Task SendAsync(string to, string subject, string body, CancellationToken ct);
}

public class SmtpEmailSender(IOptions<SmtpOptions> options) : IEmailSender
{
    public async Task SendAsync(string to, string subject, string body, CancellationToken ct)
    {
        var o = options.Value;
        var message = new MimeMessage();
        message.From.Add(MailboxAddress.Parse(o.From));
        message.To.Add(MailboxAddress.Parse(to));
        message.Subject = subject;
        message.Body = new TextPart("plain") { Text = body + Footer() };

        using var client = new SmtpClient();
        await client.ConnectAsync(o.Host, o.Port, MailKit.Security.SecureSocketOptions.Auto, ct);
        await client.SendAsync(message, ct);
        await client.DisconnectAsync(true, ct);
    }

    private static string Footer() => $"\n\n--\n© {DateTime.Now.Year} くりにっく予約システム";
}
