namespace Billing;

public sealed class RefundService
{
    private static readonly TimeSpan RefundWindow = TimeSpan.FromDays(90);

    private readonly IPaymentStore _payments;
    private readonly IPaymentGateway _gateway;
    private readonly IClock _clock;

    public RefundService(IPaymentStore payments, IPaymentGateway gateway, IClock clock)
    {
        _payments = payments;
        _gateway = gateway;
        _clock = clock;
    }

    public async Task<Refund> RefundAsync(string paymentId, decimal amount, CancellationToken ct = default)
    {
        if (amount <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(amount), "refund amount must be positive");
        }

        var payment = _payments.Get(paymentId);
        if (_clock.UtcNow - payment.CapturedAt > RefundWindow)
        {
            throw new InvalidOperationException($"payment {paymentId} is older than {RefundWindow.TotalDays} days");
        }
        if (amount > payment.Amount)
        {
            throw new InvalidOperationException($"refund {amount} exceeds what is left on payment {paymentId}");
        }

        var result = await _gateway.RefundAsync(paymentId, amount, payment.Currency, ct);
        if (!result.Success)
        {
            throw new RefundFailedException(paymentId, result.Error ?? "unknown gateway error");
        }

        payment.RecordRefund(amount);
        _payments.Save(payment);
        return new Refund(paymentId, amount, _clock.UtcNow, result.Reference);
    }
}

public sealed class RefundFailedException(string paymentId, string reason)
    : Exception($"refund of {paymentId} failed: {reason}");
