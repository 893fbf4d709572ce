using Mall.Orders.Services;

namespace Mall.Orders.Events;

public record OrderEvent(string Type, long OrderId, DateTimeOffset OccurredAt);

/// <summary>
/// 处理支付中心回调过来的订单事件(paid / refunded / closed)
/// </summary>
public class OrderEventsHandler
{
    private readonly OrderService _orders;
    private readonly ILogger<OrderEventsHandler> _logger;

    public OrderEventsHandler(OrderService orders, ILogger<OrderEventsHandler> logger)
    {
        _orders = orders;
        _logger = logger;
    }

    public async Task HandleAsync(OrderEvent evt)
    {
        _logger.LogInformation("order event {Type} for {OrderId}", evt.Type, evt.OrderId);
        switch (evt.Type)
        {
            case "paid":
                await _orders.MarkPaidAsync(evt.OrderId, evt.OccurredAt);
                break;
            case "refunded":
                await _orders.MarkRefundedAsync(evt.OrderId);
                break;
            case "closed":
                await _orders.CloseAsync(evt.OrderId);
                break;
            default:
                _logger.LogWarning("unknown order event type {Type}", evt.Type);
                break;
        }
    }
}
