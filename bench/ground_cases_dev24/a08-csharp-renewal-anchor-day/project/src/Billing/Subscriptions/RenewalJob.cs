using Microsoft.Extensions.Logging;

namespace Billing.Subscriptions;

public sealed class RenewalJob(ISubscriptionStore store, IInvoiceIssuer issuer, TimeProvider clock, ILogger<RenewalJob> log)
{
    public async Task RunAsync(CancellationToken ct)
    {
        var today = DateOnly.FromDateTime(clock.GetUtcNow().UtcDateTime);
        await foreach (var sub in store.DueOnAsync(today, ct))
        {
            var invoice = await issuer.IssueRenewalAsync(sub, today, ct);
            var next = RenewalSchedule.NextRenewal(sub.AnchorDate, sub.RenewsOn, sub.Period);
            await store.SetRenewsOnAsync(sub.Id, next, ct);
            log.LogInformation("Renewed {SubscriptionId}: invoice {InvoiceId}, next {Next}", sub.Id, invoice.Id, next);
        }
    }
}
