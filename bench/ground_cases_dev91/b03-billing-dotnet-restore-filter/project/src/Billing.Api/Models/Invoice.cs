namespace Billing.Api.Models;

public enum InvoiceStatus
{
    Draft,
    Issued,
    Paid,
    Void
}

public class Invoice
{
    public int Id { get; set; }
    public string Number { get; set; } = "";
    public int CustomerId { get; set; }
    public decimal Amount { get; set; }
    public InvoiceStatus Status { get; set; } = InvoiceStatus.Draft;
    public DateOnly IssuedOn { get; set; }
    public DateOnly DueOn { get; set; }
    public bool IsDeleted { get; set; }
    public DateTimeOffset? DeletedAt { get; set; }
}

public record InvoiceDto(int Id, string Number, int CustomerId, decimal Amount, string Status, DateOnly DueOn)
{
    public static InvoiceDto From(Invoice i) =>
        new(i.Id, i.Number, i.CustomerId, i.Amount, i.Status.ToString(), i.DueOn);
}
