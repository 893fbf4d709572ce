using Billing.Api.Data;
using Billing.Api.Options;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Options;

namespace Billing.Api.Services;

public sealed class SubscriptionService(BillingDb db, IOptions<StripeOptions> options, ILogger<SubscriptionService> log)
{
    public async Task<SubscriptionRecord?> FindActiveAsync(string customerId) =>
        await db.Subscriptions
            .Where(s => s.CustomerId == customerId && s.EndedAt == null)
            .OrderByDescending(s => s.StartedAt)
            .FirstOrDefaultAsync();

    public async Task UpsertAsync(Stripe.Subscription sub, CancellationToken ct)
    {
        var record = await db.Subscriptions.FindAsync([sub.Id], ct);
        if (record is null)
        {
            record = new SubscriptionRecord { Id = sub.Id, CustomerId = sub.CustomerId, StartedAt = sub.StartDate };
            db.Subscriptions.Add(record);
        }

        var priceId = sub.Items.Data.FirstOrDefault()?.Price.Id;
        record.Plan = priceId is not null && options.Value.ProPriceIds.Contains(priceId) ? "pro" : "basic";
        record.Status = sub.Status;
        record.CurrentPeriodEnd = sub.CurrentPeriodEnd;
        record.CancelAtPeriodEnd = sub.CancelAtPeriodEnd;

        await db.SaveChangesAsync(ct);
        log.LogInformation("Subscription {Id} for {Customer} is {Status} ({Plan})", sub.Id, sub.CustomerId, record.Status, record.Plan);
    }

    public async Task EndAsync(string subscriptionId, DateTime endedAt, CancellationToken ct)
    {
        var record = await db.Subscriptions.FindAsync([subscriptionId], ct);
        if (record is null)
        {
            log.LogWarning("Subscription {Id} ended but was never recorded", subscriptionId);
            return;
        }
        record.Status = "canceled";
        record.EndedAt = endedAt;
        await db.SaveChangesAsync(ct);
    }

    public async Task MarkPastDueAsync(string? subscriptionId, CancellationToken ct)
    {
        if (subscriptionId is null)
        {
            return;
        }
        var record = await db.Subscriptions.FindAsync([subscriptionId], ct);
        if (record is not null && record.Status != "canceled")
        {
            record.Status = "past_due";
            await db.SaveChangesAsync(ct);
        }
    }
}
