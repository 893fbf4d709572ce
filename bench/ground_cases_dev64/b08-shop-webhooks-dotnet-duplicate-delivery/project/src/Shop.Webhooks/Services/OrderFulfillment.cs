using Microsoft.EntityFrameworkCore;
using Shop.Webhooks.Data;

namespace Shop.Webhooks.Services;

public interface IOrderFulfillment
{
    Task MarkPaidAsync(string paymentIntentId, CancellationToken ct);
}

public interface IMailer
{
    Task SendAsync(string to, string subject, string body, CancellationToken ct);
}

public class OrderFulfillment(AppDbContext db, IMailer mailer, ILogger<OrderFulfillment> log) : IOrderFulfillment
{
    public async Task MarkPaidAsync(string paymentIntentId, CancellationToken ct)
    {
        var order = await db.Orders.SingleOrDefaultAsync(o => o.PaymentIntentId == paymentIntentId, ct);
        if (order is null)
        {
            log.LogWarning("no order for {PaymentIntent}", paymentIntentId);
            return;
        }
        order.Status = "paid";
        await db.SaveChangesAsync(ct);
        await mailer.SendAsync(order.Email, "ご注文ありがとうございます",
            $"ご注文 #{order.Id} のお支払いを確認しました。発送準備が整い次第ご連絡します。", ct);
        log.LogInformation("order {OrderId} paid, confirmation sent", order.Id);
    }
}

public class SmtpMailer(ILogger<SmtpMailer> log) : IMailer
{
    public Task SendAsync(string to, string subject, string body, CancellationToken ct)
    {
        log.LogInformation("mail to {To}: {Subject}", to, subject);
        return Task.CompletedTask;
    }
}
