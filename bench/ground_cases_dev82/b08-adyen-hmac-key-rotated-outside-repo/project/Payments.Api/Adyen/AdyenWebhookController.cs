using Microsoft.AspNetCore.Mvc;

namespace Payments.Api.Adyen;

[ApiController]
[Route("webhooks/adyen")]
public sealed class AdyenWebhookController : ControllerBase
{
    private readonly HmacValidator _hmac;
    private readonly INotificationQueue _queue;
    private readonly ILogger<AdyenWebhookController> _log;

    public AdyenWebhookController(HmacValidator hmac, INotificationQueue queue, ILogger<AdyenWebhookController> log)
    {
        _hmac = hmac;
        _queue = queue;
        _log = log;
    }

    [HttpPost]
    public async Task<IActionResult> Receive([FromBody] NotificationRequest request, CancellationToken ct)
    {
        foreach (var container in request.NotificationItems)
        {
            var item = container.Item;
            if (!_hmac.IsValid(item))
            {
                _log.LogWarning("Adyen notification rejected: HMAC signature invalid (psp={Psp}, event={Event}, merchantRef={Ref})",
                    item.PspReference, item.EventCode, item.MerchantReference);
                return Unauthorized();
            }
            await _queue.EnqueueAsync(item, ct);
        }
        // Adyen は本文が "[accepted]" でないと失敗扱いにしてリトライする
        return Content("[accepted]", "text/plain");
    }
}
