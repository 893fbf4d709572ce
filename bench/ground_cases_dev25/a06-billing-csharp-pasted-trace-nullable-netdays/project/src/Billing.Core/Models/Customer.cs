namespace Billing.Core.Models;

public sealed class Customer
{
    public Guid Id { get; init; }
    public string Name { get; init; } = "";
    public string Email { get; init; } = "";
    public string? VatId { get; init; }

    /// <summary>Negotiated payment terms. Self-serve sign-ups have none (NetDays is null).</summary>
    public PaymentTerms Terms { get; init; } = new();
}

public sealed class PaymentTerms
{
    public int? NetDays { get; init; }
    public decimal? EarlyPaymentDiscount { get; init; }
}
