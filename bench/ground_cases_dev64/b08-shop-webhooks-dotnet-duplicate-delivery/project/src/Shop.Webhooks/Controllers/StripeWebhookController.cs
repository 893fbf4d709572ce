using Microsoft.AspNetCore.Mvc;
using Shop.Webhooks.Services;
using Stripe;

namespace Shop.Webhooks.Controllers;

[ApiController]
[Route("webhooks/stripe")]
public class StripeWebhookController(
    IOrderFulfillment fulfillment,
    ProcessedEventStore processed,
    IConfiguration config,
    ILogger<StripeWebhookController> log) : ControllerBase
{
    [HttpPost]
    public async Task<IActionResult> HandleAsync(CancellationToken ct)
    {
        var json = await new StreamReader(Request.Body).ReadToEndAsync(ct);
        Event evt;
        try
        {
            evt = EventUtility.ConstructEvent(json, Request.Headers["Stripe-Signature"], config["Stripe:WebhookSecret"]);
        }
        catch (StripeException e)
        {
            log.LogWarning("bad signature: {Message}", e.Message);
            return BadRequest();
        }

        // Stripe delivers at least once: skip events we have already handled.
        if (await processed.ExistsAsync(evt.Id, ct))
        {
            log.LogInformation("event {EventId} already processed", evt.Id);
            return Ok();
        }

        if (evt.Type == EventTypes.PaymentIntentSucceeded && evt.Data.Object is PaymentIntent intent)
        {
            await fulfillment.MarkPaidAsync(intent.Id, ct);
        }
        await processed.AddAsync(evt.Id, evt.Type, ct);
        return Ok();
    }
}
