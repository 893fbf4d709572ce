using Billing;

namespace Billing.Tests.TestDoubles;

public sealed class InMemoryPaymentStore : IPaymentStore
{
    private readonly Dictionary<string, Payment> _payments = new();

    public InMemoryPaymentStore(params Payment[] payments)
    {
        foreach (var payment in payments)
        {
            _payments[payment.Id] = payment;
        }
    }

    public Payment Get(string paymentId) =>
        _payments.TryGetValue(paymentId, out var payment)
            ? payment
            : throw new KeyNotFoundException(paymentId);

    public void Save(Payment payment) => _payments[payment.Id] = payment;
}

public sealed class FixedClock(DateTimeOffset now) : IClock
{
    public DateTimeOffset UtcNow { get; set; } = now;
}
