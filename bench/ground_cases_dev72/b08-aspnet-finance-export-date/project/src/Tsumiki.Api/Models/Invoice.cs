namespace Tsumiki.Api.Models;

public class Invoice
{
    public Guid Id { get; set; }
    public string Number { get; set; } = "";
    public Guid WorkspaceId { get; set; }
    public string WorkspaceName { get; set; } = "";
    /// <summary>Amounts are stored in cents (USD).</summary>
    public long SubtotalCents { get; set; }
    public long TaxCents { get; set; }
    public long TotalCents => SubtotalCents + TaxCents;
    /// <summary>UTC.</summary>
    public DateTime IssuedAt { get; set; }
    public string Status { get; set; } = "open";
}
