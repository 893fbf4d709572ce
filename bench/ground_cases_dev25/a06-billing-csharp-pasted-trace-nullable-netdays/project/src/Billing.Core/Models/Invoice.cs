namespace Billing.Core.Models;

public enum InvoiceStatus
{
    Draft,
    Issued,
    Paid,
    Void,
}

public sealed class Invoice
{
    public Guid Id { get; init; }
    public string Number { get; init; } = "";
    public Customer Customer { get; init; } = null!;
    public InvoiceStatus Status { get; set; }
    public DateOnly IssuedOn { get; set; }
    public decimal Total { get; init; }
    public decimal AmountPaid { get; set; }
    public string Currency { get; init; } = "EUR";
    public List<InvoiceLine> Lines { get; init; } = new();
}

public sealed record InvoiceLine(string Description, int Quantity, decimal UnitPrice)
{
    public decimal Amount => Quantity * UnitPrice;
}
