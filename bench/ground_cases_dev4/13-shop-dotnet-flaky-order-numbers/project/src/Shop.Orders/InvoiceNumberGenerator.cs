namespace Shop.Orders;

public sealed class InvoiceNumberGenerator
{
    private readonly TimeProvider _clock;

    public InvoiceNumberGenerator(TimeProvider clock)
    {
        _clock = clock;
    }

    public string Next()
    {
        var date = _clock.GetUtcNow().ToString("yyMMdd");
        return $"INV-{date}-{Random.Shared.Next(0, 10_000_000):D7}";
    }
}
