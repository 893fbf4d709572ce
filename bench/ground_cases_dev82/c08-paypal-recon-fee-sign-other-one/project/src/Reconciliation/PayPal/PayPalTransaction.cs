namespace Hexa.Reconciliation.PayPal;

/// <summary>One row of the PayPal Transaction Search API (v1/reporting/transactions).</summary>
public sealed record PayPalTransaction(
    string TransactionId,
    string EventCode,            // T0006 = checkout payment, T1107 = refund, ...
    DateTimeOffset InitiationDate,
    DateTimeOffset UpdatedDate,   // when the transaction settled
    string Currency,
    decimal GrossAmount,
    decimal FeeAmount,            // as PayPal reports it: negative for fees charged to us
    string? InvoiceId);

public sealed class PayPalOptions
{
    public string BaseUrl { get; set; } = "https://api-m.paypal.com";
    public string ClientId { get; set; } = "";
    public string ClientSecret { get; set; } = "";
}
