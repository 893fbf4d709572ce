using MailKit.Net.Smtp;
using MimeKit;

namespace Notifly.Email;

public interface IMailSender
{
    Task SendAsync(ComposedEmail email, CancellationToken ct = default);
}

public class SmtpMailSender(IConfiguration config) : IMailSender
{
    public async Task SendAsync(ComposedEmail email, CancellationToken ct = default)
    {
        var message = new MimeMessage();
        message.From.Add(MailboxAddress.Parse(config["Mail:From"] ?? "hello@notifly.app"));
        message.To.Add(MailboxAddress.Parse(email.To));
        message.Subject = email.Subject;
        message.Body = new BodyBuilder { HtmlBody = email.HtmlBody }.ToMessageBody();

        using var client = new SmtpClient();
        await client.ConnectAsync(config["Mail:Host"], int.Parse(config["Mail:Port"] ?? "587"), cancellationToken: ct);
        await client.AuthenticateAsync(config["Mail:User"], config["Mail:Password"], ct);
        await client.SendAsync(message, ct);
        await client.DisconnectAsync(true, ct);
    }
}
