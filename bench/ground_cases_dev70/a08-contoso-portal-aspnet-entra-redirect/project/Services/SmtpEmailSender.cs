using System.Net.Mail;

namespace Contoso.Portal.Services;

public interface IEmailSender
{
    Task SendAsync(string to, string subject, string htmlBody);
}

public class SmtpEmailSender : IEmailSender
{
    private readonly IConfiguration _config;
    private readonly ILogger<SmtpEmailSender> _log;

    public SmtpEmailSender(IConfiguration config, ILogger<SmtpEmailSender> log)
    {
        _config = config;
        _log = log;
    }

    public async Task SendAsync(string to, string subject, string htmlBody)
    {
        var smtp = _config.GetSection("Smtp");
        using var client = new SmtpClient(smtp["Host"], smtp.GetValue<int>("Port")) { EnableSsl = true };
        using var message = new MailMessage(smtp["From"]!, to, subject, htmlBody) { IsBodyHtml = true };
        await client.SendMailAsync(message);
        _log.LogInformation("Mail '{Subject}' sent to {To}", subject, to);
    }
}
