namespace Shop.Orders;

/// <summary>Order numbers like ORD-250311-4821937: date plus seven random digits.</summary>
public sealed class OrderNumberGenerator
{
    private readonly TimeProvider _clock;

    public OrderNumberGenerator(TimeProvider clock)
    {
        _clock = clock;
    }

    public string Next()
    {
        var rng = new Random(Environment.TickCount);
        var date = _clock.GetUtcNow().ToString("yyMMdd");
        return $"ORD-{date}-{rng.Next(0, 10_000_000):D7}";
    }
}
