using System.Text.Json;
using Hexin.Billing.Worker.Data;
using Hexin.Billing.Worker.TaxCloud;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Options;
using RabbitMQ.Client;
using RabbitMQ.Client.Events;

namespace Hexin.Billing.Worker;

public sealed record IssueInvoiceMessage(
    string OrderNo,
    string BuyerName,
    string? BuyerTaxNo,
    string? BuyerEmail,
    decimal Amount,
    string ItemName);

/// <summary>Consumes invoice.issue (published by order-service when an order is paid) and issues
/// an electronic invoice through TaxCloud.</summary>
public sealed class InvoiceConsumer : BackgroundService
{
    private static readonly JsonSerializerOptions Json = new(JsonSerializerDefaults.Web);

    private readonly IConnection _connection;
    private readonly IServiceScopeFactory _scopes;
    private readonly RabbitOptions _options;
    private readonly ILogger<InvoiceConsumer> _log;
    private IChannel? _channel;

    public InvoiceConsumer(IConnection connection, IServiceScopeFactory scopes, IOptions<RabbitOptions> options,
        ILogger<InvoiceConsumer> log)
    {
        _connection = connection;
        _scopes = scopes;
        _options = options.Value;
        _log = log;
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        _channel = await _connection.CreateChannelAsync(cancellationToken: stoppingToken);
        await _channel.BasicQosAsync(0, _options.Prefetch, false, stoppingToken);
        var consumer = new AsyncEventingBasicConsumer(_channel);
        consumer.ReceivedAsync += OnMessageAsync;
        await _channel.BasicConsumeAsync(_options.Queue, autoAck: false, consumer, stoppingToken);
        await Task.Delay(Timeout.Infinite, stoppingToken);
    }

    private async Task OnMessageAsync(object sender, BasicDeliverEventArgs ea)
    {
        var msg = JsonSerializer.Deserialize<IssueInvoiceMessage>(ea.Body.Span, Json)!;
        using var scope = _scopes.CreateScope();
        var db = scope.ServiceProvider.GetRequiredService<BillingDbContext>();
        var taxCloud = scope.ServiceProvider.GetRequiredService<TaxCloudClient>();
        try
        {
            if (await db.Invoices.AnyAsync(i => i.OrderNo == msg.OrderNo))
            {
                _log.LogInformation("Invoice for {OrderNo} already issued, skipping", msg.OrderNo);
                await _channel!.BasicAckAsync(ea.DeliveryTag, multiple: false);
                return;
            }

            _log.LogInformation("Issuing invoice for {OrderNo}, amount {Amount}", msg.OrderNo, msg.Amount);
            var result = await taxCloud.IssueAsync(msg);
            db.Invoices.Add(new Invoice
            {
                OrderNo = msg.OrderNo,
                InvoiceNo = result.InvoiceNo,
                InvoiceCode = result.InvoiceCode,
                Amount = msg.Amount,
                PdfUrl = result.PdfUrl,
                IssuedAt = DateTime.UtcNow,
            });
            await db.SaveChangesAsync();
            await _channel!.BasicAckAsync(ea.DeliveryTag, multiple: false);
        }
        catch (TaxCloudException ex) when (ex.IsBusinessError)
        {
            _log.LogWarning("TaxCloud rejected {OrderNo}: {Code} {Message}", msg.OrderNo, ex.Code, ex.Message);
            await _channel!.BasicNackAsync(ea.DeliveryTag, multiple: false, requeue: false);
        }
        catch (Exception ex)
        {
            _log.LogError(ex, "Issuing invoice for {OrderNo} failed, requeueing", msg.OrderNo);
            await _channel!.BasicNackAsync(ea.DeliveryTag, multiple: false, requeue: true);
        }
    }
}
