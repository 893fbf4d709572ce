namespace Billing;

public interface IPaymentGateway
{
    Task<GatewayResult> RefundAsync(string paymentId, decimal amount, string currency, CancellationToken ct = default);
}

public sealed record GatewayResult(bool Success, string Reference, string? Error = null);

public interface IPaymentStore
{
    Payment Get(string paymentId);
    void Save(Payment payment);
}

public interface IClock
{
    DateTimeOffset UtcNow { get; }
}
