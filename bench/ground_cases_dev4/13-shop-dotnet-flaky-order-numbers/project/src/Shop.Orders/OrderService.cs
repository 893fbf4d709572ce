namespace Shop.Orders;

public sealed class OrderService
{
    private readonly OrderNumberGenerator _numbers;
    private readonly TimeProvider _clock;

    public OrderService(OrderNumberGenerator numbers, TimeProvider clock)
    {
        _numbers = numbers;
        _clock = clock;
    }

    public Order Place(string customerId, decimal total) =>
        new(_numbers.Next(), customerId, total, _clock.GetUtcNow());
}
