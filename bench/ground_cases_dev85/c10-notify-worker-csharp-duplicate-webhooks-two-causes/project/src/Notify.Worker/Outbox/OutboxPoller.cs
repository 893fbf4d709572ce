using Microsoft.Extensions.Options;
using Notify.Worker.Webhooks;

namespace Notify.Worker.Outbox;

public sealed class OutboxPoller(
    OutboxRepository outbox,
    WebhookSender sender,
    IOptions<OutboxOptions> options,
    ILogger<OutboxPoller> log) : BackgroundService
{
    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        var opts = options.Value;
        while (!stoppingToken.IsCancellationRequested)
        {
            var batch = await outbox.FetchPendingAsync(opts.BatchSize, stoppingToken);
            foreach (var message in batch)
            {
                var ok = await sender.SendAsync(message, stoppingToken);
                if (ok)
                {
                    await outbox.MarkDeliveredAsync(message.Id, stoppingToken);
                }
                else
                {
                    var attempts = message.Attempts + 1;
                    var retryIn = TimeSpan.FromSeconds(Math.Min(3600, 30 * Math.Pow(2, attempts - 1)));
                    log.LogWarning("webhook {EventId} to {Url} failed (attempt {Attempts}), retry in {RetryIn}",
                        message.EventId, message.EndpointUrl, attempts, retryIn);
                    await outbox.MarkFailedAsync(message.Id, attempts, retryIn, stoppingToken);
                }
            }
            await Task.Delay(opts.PollIntervalMs, stoppingToken);
        }
    }
}
