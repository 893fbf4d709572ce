using System.Net.Http.Headers;
using System.Text;
using Microsoft.Extensions.Options;
using Notify.Worker.Outbox;

namespace Notify.Worker.Webhooks;

public sealed class WebhookOptions
{
    public int TimeoutSeconds { get; set; } = 5;
    public int MaxAttempts { get; set; } = 3;
}

public sealed class WebhookSender(HttpClient http, IOptions<WebhookOptions> options, ILogger<WebhookSender> log)
{
    public async Task<bool> SendAsync(OutboxMessage message, CancellationToken ct)
    {
        var maxAttempts = options.Value.MaxAttempts;
        for (var attempt = 1; attempt <= maxAttempts; attempt++)
        {
            try
            {
                using var request = BuildRequest(message);
                using var response = await http.SendAsync(request, ct);
                if (response.IsSuccessStatusCode)
                {
                    return true;
                }
                log.LogInformation("webhook {EventId}: {Status} from {Url}", message.EventId, (int)response.StatusCode, message.EndpointUrl);
                if ((int)response.StatusCode < 500)
                {
                    return false;
                }
            }
            catch (TaskCanceledException) when (!ct.IsCancellationRequested)
            {
                log.LogInformation("webhook {EventId}: timeout after {Timeout}s, attempt {Attempt}", message.EventId, http.Timeout.TotalSeconds, attempt);
            }
            catch (HttpRequestException e)
            {
                log.LogInformation("webhook {EventId}: {Error}", message.EventId, e.Message);
            }
        }
        return false;
    }

    private static HttpRequestMessage BuildRequest(OutboxMessage message)
    {
        var now = DateTimeOffset.UtcNow.ToUnixTimeSeconds();
        var request = new HttpRequestMessage(HttpMethod.Post, message.EndpointUrl)
        {
            Content = new StringContent(message.Payload, Encoding.UTF8, "application/json"),
        };
        request.Headers.UserAgent.Add(new ProductInfoHeaderValue("notify-webhooks", "1.3"));
        request.Headers.Add("X-Webhook-Id", message.EventId.ToString());
        request.Headers.Add("X-Webhook-Event", message.EventType);
        request.Headers.Add("X-Webhook-Signature", WebhookSignature.Compute(message.EndpointSecret, now, message.Payload));
        return request;
    }
}
