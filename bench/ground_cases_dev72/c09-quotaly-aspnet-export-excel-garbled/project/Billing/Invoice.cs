namespace Quotaly.Admin.Billing;

public class Invoice
{
    public long Id { get; set; }
    public string Number { get; set; } = "";
    public string WorkspaceName { get; set; } = "";
    public string PlanCode { get; set; } = "";
    public DateOnly IssuedOn { get; set; }
    public decimal Total { get; set; }
    public string Currency { get; set; } = "USD";
    public string Status { get; set; } = "open";
}
