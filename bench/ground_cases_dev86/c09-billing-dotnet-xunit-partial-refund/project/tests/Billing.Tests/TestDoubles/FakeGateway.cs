using Billing;

namespace Billing.Tests.TestDoubles;

public sealed class FakeGateway : IPaymentGateway
{
    private int _next = 1;

    public List<(string PaymentId, decimal Amount)> Calls { get; } = new();

    /// <summary>When set, the next refund fails with this error (then it resets).</summary>
    public string? FailNextWith { get; set; }

    public Task<GatewayResult> RefundAsync(string paymentId, decimal amount, string currency, CancellationToken ct = default)
    {
        Calls.Add((paymentId, amount));
        if (FailNextWith is { } error)
        {
            FailNextWith = null;
            return Task.FromResult(new GatewayResult(false, "", error));
        }
        return Task.FromResult(new GatewayResult(true, $"rf_{_next++:D4}"));
    }
}
