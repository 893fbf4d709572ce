namespace Quotaly.Admin.Billing;

public class CreditNote
{
    public long Id { get; set; }
    public string Number { get; set; } = "";
    public long InvoiceId { get; set; }
    public Invoice? Invoice { get; set; }
    public DateOnly IssuedOn { get; set; }
    public decimal Amount { get; set; }
    public string Reason { get; set; } = "";
}
