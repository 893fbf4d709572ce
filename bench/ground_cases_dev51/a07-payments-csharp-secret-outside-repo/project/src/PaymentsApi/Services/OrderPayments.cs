using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Options;
using PaymentsApi.Data;
using PaymentsApi.Options;
using Stripe;

namespace PaymentsApi.Services;

public interface IOrderPayments
{
    Task<Payment?> FindAsync(string orderId, CancellationToken ct);
    Task MarkPaidAsync(string orderId, string intentId, long amountCents, CancellationToken ct);
    Task MarkRefundedAsync(string intentId, long refundedCents, CancellationToken ct);
    Task<Refund> RefundAsync(Payment payment, long amountCents, string? reason, CancellationToken ct);
}

public sealed class OrderPayments(PaymentsDb db, IOptions<StripeOptions> options) : IOrderPayments
{
    public Task<Payment?> FindAsync(string orderId, CancellationToken ct) =>
        db.Payments.SingleOrDefaultAsync(p => p.OrderId == orderId, ct);

    public async Task MarkPaidAsync(string orderId, string intentId, long amountCents, CancellationToken ct)
    {
        var payment = await db.Payments.SingleOrDefaultAsync(p => p.OrderId == orderId, ct)
                      ?? db.Payments.Add(new Payment { OrderId = orderId }).Entity;
        payment.IntentId = intentId;
        payment.AmountCents = amountCents;
        payment.Status = PaymentStatus.Paid;
        payment.PaidAt = DateTimeOffset.UtcNow;
        await db.SaveChangesAsync(ct);
    }

    public async Task MarkRefundedAsync(string intentId, long refundedCents, CancellationToken ct)
    {
        var payment = await db.Payments.SingleOrDefaultAsync(p => p.IntentId == intentId, ct);
        if (payment is null) return;
        payment.RefundedCents = refundedCents;
        payment.Status = refundedCents >= payment.AmountCents ? PaymentStatus.Refunded : PaymentStatus.PartiallyRefunded;
        await db.SaveChangesAsync(ct);
    }

    public async Task<Refund> RefundAsync(Payment payment, long amountCents, string? reason, CancellationToken ct)
    {
        var client = new StripeClient(options.Value.ApiKey);
        var service = new RefundService(client);
        return await service.CreateAsync(new RefundCreateOptions
        {
            PaymentIntent = payment.IntentId,
            Amount = amountCents,
            Metadata = new Dictionary<string, string> { ["reason"] = reason ?? "" },
        }, cancellationToken: ct);
    }
}
