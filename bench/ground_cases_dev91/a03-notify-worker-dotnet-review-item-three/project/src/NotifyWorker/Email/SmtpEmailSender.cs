using System.Net.Mail;
using NotifyWorker.Messaging;

namespace NotifyWorker;

public interface IEmailSender
{
    Task SendOrderConfirmationAsync(OrderEvent evt, CancellationToken ct);
}

public sealed class SmtpEmailSender : IEmailSender
{
    private readonly SmtpClient _client = new("localhost", 1025);

    public async Task SendOrderConfirmationAsync(OrderEvent evt, CancellationToken ct)
    {
        using var message = new MailMessage("orders@shop.example", evt.CustomerEmail)
        {
            Subject = $"Order {evt.OrderId} confirmed",
            Body = $"Thanks for your order. Total: {evt.Total:0.00} {evt.Currency}",
        };
        await _client.SendMailAsync(message, ct);
    }
}
