using Microsoft.Extensions.Logging;

namespace Hoshizora.Billing;

public interface ISubscriptionStore
{
    Task<Subscription?> FindAsync(Guid id, CancellationToken ct);
    Task SaveAsync(Subscription subscription, CancellationToken ct);
}

public interface IInvoiceQueue
{
    Task EnqueueAdjustmentAsync(Guid tenantId, decimal amount, string description, CancellationToken ct);
}

public sealed class BillingService(
    ISubscriptionStore store,
    IInvoiceQueue invoices,
    ProrationCalculator proration,
    TimeProvider clock,
    ILogger<BillingService> logger)
{
    public async Task<decimal> ChangePlanAsync(Guid subscriptionId, string newPlanCode, CancellationToken ct = default)
    {
        var sub = await store.FindAsync(subscriptionId, ct)
            ?? throw new KeyNotFoundException($"subscription {subscriptionId} not found");
        var newPlan = Plan.FromCode(newPlanCode);
        if (newPlan == sub.Plan)
        {
            return 0m;
        }

        var today = DateOnly.FromDateTime(clock.GetLocalNow().DateTime);
        var amount = proration.Prorate(sub.Plan, newPlan, sub.PeriodStart, sub.PeriodEnd, today);

        await store.SaveAsync(sub with { Plan = newPlan }, ct);
        if (amount != 0m)
        {
            await invoices.EnqueueAdjustmentAsync(sub.TenantId, amount, $"プラン変更 ({newPlan.Name})", ct);
        }

        logger.LogInformation(
            "subscription {Id} changed from {OldPlan} to {Plan} on {Date}, adjustment {Amount}",
            sub.Id, sub.Plan.Code, newPlan.Code, today, amount);
        return amount;
    }
}
