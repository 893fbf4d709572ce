using System.Threading.Channels;

namespace Payments.Api.Adyen;

public interface INotificationQueue
{
    ValueTask EnqueueAsync(NotificationItem item, CancellationToken ct);

    IAsyncEnumerable<NotificationItem> ReadAllAsync(CancellationToken ct);
}

public sealed class ChannelNotificationQueue : INotificationQueue
{
    private readonly Channel<NotificationItem> _channel = Channel.CreateBounded<NotificationItem>(1000);

    public ValueTask EnqueueAsync(NotificationItem item, CancellationToken ct) => _channel.Writer.WriteAsync(item, ct);

    public IAsyncEnumerable<NotificationItem> ReadAllAsync(CancellationToken ct) => _channel.Reader.ReadAllAsync(ct);
}

public sealed class NotificationWorker : BackgroundService
{
    private readonly INotificationQueue _queue;
    private readonly ILogger<NotificationWorker> _log;

    public NotificationWorker(INotificationQueue queue, ILogger<NotificationWorker> log)
    {
        _queue = queue;
        _log = log;
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        await foreach (var item in _queue.ReadAllAsync(stoppingToken))
        {
            _log.LogInformation("Adyen {Event} {Psp} success={Success}", item.EventCode, item.PspReference, item.Success);
        }
    }
}
