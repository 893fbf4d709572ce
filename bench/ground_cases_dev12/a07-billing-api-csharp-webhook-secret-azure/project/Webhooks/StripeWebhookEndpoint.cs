using Billing.Api.Options;
using Billing.Api.Services;
using Microsoft.Extensions.Options;
using Stripe;

namespace Billing.Api.Webhooks;

public static class StripeWebhookEndpoint
{
    public static IEndpointRouteBuilder MapStripeWebhook(this IEndpointRouteBuilder app)
    {
        app.MapPost("/webhooks/stripe", HandleAsync).ExcludeFromDescription();
        return app;
    }

    internal static async Task<IResult> HandleAsync(
        HttpRequest request,
        IOptions<StripeOptions> options,
        SubscriptionService subscriptions,
        ILogger<StripeWebhookMarker> log,
        CancellationToken ct)
    {
        // Read the body exactly as sent: the signature is computed over the raw bytes.
        using var reader = new StreamReader(request.Body);
        var json = await reader.ReadToEndAsync(ct);

        Event stripeEvent;
        try
        {
            stripeEvent = EventUtility.ConstructEvent(
                json,
                request.Headers["Stripe-Signature"],
                options.Value.WebhookSecret,
                tolerance: options.Value.SignatureToleranceSeconds,
                throwOnApiVersionMismatch: false);
        }
        catch (StripeException e)
        {
            log.LogWarning("Stripe webhook rejected: {Reason}", e.Message);
            return Results.BadRequest();
        }

        log.LogInformation("Stripe event {EventId} {EventType}", stripeEvent.Id, stripeEvent.Type);

        switch (stripeEvent.Data.Object)
        {
            case Subscription sub when stripeEvent.Type is "customer.subscription.created" or "customer.subscription.updated":
                await subscriptions.UpsertAsync(sub, ct);
                break;
            case Subscription sub when stripeEvent.Type == "customer.subscription.deleted":
                await subscriptions.EndAsync(sub.Id, sub.EndedAt ?? DateTime.UtcNow, ct);
                break;
            case Invoice invoice when stripeEvent.Type == "invoice.payment_failed":
                await subscriptions.MarkPastDueAsync(invoice.SubscriptionId, ct);
                break;
            default:
                log.LogDebug("Ignoring Stripe event type {EventType}", stripeEvent.Type);
                break;
        }

        return Results.Ok();
    }
}

/// <summary>Category type for the webhook logger.</summary>
public sealed class StripeWebhookMarker;
