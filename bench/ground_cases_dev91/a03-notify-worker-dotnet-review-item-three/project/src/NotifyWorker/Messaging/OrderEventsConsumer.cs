using System.Text;
using System.Text.Json;
using Microsoft.Extensions.Options;
using RabbitMQ.Client;
using RabbitMQ.Client.Events;

namespace NotifyWorker.Messaging;

public sealed class OrderEventsConsumer : BackgroundService
{
    private readonly ConsumerOptions _options;
    private readonly IEmailSender _email;
    private readonly RetryPolicy _retry;
    private readonly ILogger<OrderEventsConsumer> _log;
    private IConnection? _connection;
    private IModel? _channel;

    public OrderEventsConsumer(IOptions<ConsumerOptions> options, IEmailSender email, RetryPolicy retry,
        ILogger<OrderEventsConsumer> log)
    {
        _options = options.Value;
        _email = email;
        _retry = retry;
        _log = log;
    }

    protected override Task ExecuteAsync(CancellationToken stoppingToken)
    {
        var factory = new ConnectionFactory { HostName = _options.HostName, DispatchConsumersAsync = true };
        _connection = factory.CreateConnection();
        _channel = _connection.CreateModel();
        _channel.BasicQos(0, _options.Prefetch, false);

        var consumer = new AsyncEventingBasicConsumer(_channel);
        consumer.Received += (_, ea) => HandleAsync(ea, stoppingToken);
        _channel.BasicConsume(_options.Queue, autoAck: false, consumer);
        return Task.CompletedTask;
    }

    private async Task HandleAsync(BasicDeliverEventArgs ea, CancellationToken ct)
    {
        var channel = _channel!;
        try
        {
            var evt = JsonSerializer.Deserialize<OrderEvent>(Encoding.UTF8.GetString(ea.Body.Span))!;
            await _email.SendOrderConfirmationAsync(evt, ct);
            channel.BasicAck(ea.DeliveryTag, multiple: false);
        }
        catch (JsonException ex)
        {
            _log.LogWarning(ex, "Malformed order event {MessageId}", ea.BasicProperties.MessageId);
            channel.BasicAck(ea.DeliveryTag, multiple: false);
        }
        catch (Exception ex)
        {
            var attempt = _retry.AttemptOf(ea.BasicProperties);
            _log.LogError(ex, "Sending failed for {MessageId} on attempt {Attempt}", ea.BasicProperties.MessageId, attempt);
            channel.BasicNack(ea.DeliveryTag, multiple: false, requeue: attempt < _options.MaxAttempts);
        }
    }

    public override void Dispose()
    {
        _channel?.Close();
        _connection?.Close();
        base.Dispose();
    }
}

public sealed record OrderEvent(Guid OrderId, string CustomerEmail, decimal Total, string Currency);
