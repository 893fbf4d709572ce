namespace Acme.Billing.Models;

public class Invoice
{
    public int Id { get; set; }
    public int CustomerId { get; set; }
    public Customer Customer { get; set; }
    public decimal Amount { get; set; }
    public DateTime IssuedOn { get; set; }
}
