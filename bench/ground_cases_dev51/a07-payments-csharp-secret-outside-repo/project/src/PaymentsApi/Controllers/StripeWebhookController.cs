using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Options;
using PaymentsApi.Data;
using PaymentsApi.Options;
using PaymentsApi.Services;
using Stripe;

namespace PaymentsApi.Controllers;

[ApiController]
[Route("webhooks/stripe")]
public sealed class StripeWebhookController(
    IOptions<StripeOptions> options,
    IOrderPayments payments,
    PaymentsDb db,
    ILogger<StripeWebhookController> logger) : ControllerBase
{
    [HttpPost]
    public async Task<IActionResult> Receive(CancellationToken ct)
    {
        using var reader = new StreamReader(Request.Body);
        var json = await reader.ReadToEndAsync(ct);

        Event stripeEvent;
        try
        {
            stripeEvent = EventUtility.ConstructEvent(
                json,
                Request.Headers["Stripe-Signature"],
                options.Value.WebhookSecret,
                options.Value.WebhookToleranceSeconds);
        }
        catch (StripeException ex)
        {
            logger.LogWarning(ex, "Rejected Stripe webhook");
            return BadRequest();
        }

        if (await db.ProcessedWebhookEvents.AnyAsync(e => e.EventId == stripeEvent.Id, ct))
        {
            logger.LogInformation("Stripe event {Id} already processed", stripeEvent.Id);
            return Ok();
        }

        switch (stripeEvent.Data.Object)
        {
            case PaymentIntent intent when stripeEvent.Type == EventTypes.PaymentIntentSucceeded:
                await payments.MarkPaidAsync(intent.Metadata["order_id"], intent.Id, intent.AmountReceived, ct);
                break;
            case Charge charge when stripeEvent.Type == EventTypes.ChargeRefunded:
                await payments.MarkRefundedAsync(charge.PaymentIntentId, charge.AmountRefunded, ct);
                break;
            default:
                logger.LogDebug("Ignoring Stripe event {Type}", stripeEvent.Type);
                break;
        }

        db.ProcessedWebhookEvents.Add(new ProcessedWebhookEvent
        {
            EventId = stripeEvent.Id,
            Type = stripeEvent.Type,
            ProcessedAt = DateTimeOffset.UtcNow,
        });
        try
        {
            await db.SaveChangesAsync(ct);
        }
        catch (DbUpdateException)
        {
            // A concurrent delivery of the same event won the race; the work is done either way.
        }
        return Ok();
    }
}
