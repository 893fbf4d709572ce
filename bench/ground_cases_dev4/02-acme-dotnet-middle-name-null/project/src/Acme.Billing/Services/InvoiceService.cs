using Acme.Billing.Data;
using Acme.Billing.Models;
using Microsoft.EntityFrameworkCore;

namespace Acme.Billing.Services;

public class InvoiceService
{
    private readonly BillingContext _db;

    public InvoiceService(BillingContext db)
    {
        _db = db;
    }

    public Task<List<Invoice>> ForCustomerAsync(int customerId)
    {
        return _db.Invoices.Where(i => i.CustomerId == customerId).OrderByDescending(i => i.IssuedOn).ToListAsync();
    }

    public string GetDisplayName(Invoice invoice)
    {
        return $"INV-{invoice.Id:D6}";
    }
}
