namespace Billing.Core.Model;

public sealed class BillingOptions
{
    public const string Section = "Billing";

    public decimal? VatRate { get; set; }

    /// <summary>Net amount an invoice is raised to when it is above zero but below this.</summary>
    public decimal? MinimumCharge { get; set; }

    public string Currency { get; set; } = "CNY";
}
