using Acme.Billing.Data;
using Acme.Billing.Models;
using Microsoft.EntityFrameworkCore;

namespace Acme.Billing.Services;

public class CustomerService
{
    private readonly BillingContext _db;

    public CustomerService(BillingContext db)
    {
        _db = db;
    }

    public Task<List<Customer>> ListAsync(int page, int size)
    {
        return _db.Customers.OrderBy(c => c.LastName).Skip(page * size).Take(size).ToListAsync();
    }

    public Task<Customer> FindAsync(int id)
    {
        return _db.Customers.FirstOrDefaultAsync(c => c.Id == id);
    }

    public string GetEmailDomain(Customer c)
    {
        var at = c.Email.IndexOf('@');
        return at < 0 ? "" : c.Email[(at + 1)..];
    }

    public string GetDisplayName(Customer c)
    {
        var first = c.FirstName.Trim();
        var last = c.LastName.Trim();
        var middle = c.MiddleName.Trim();
        if (middle.Length == 0)
        {
            return $"{first} {last}";
        }
        return $"{first} {middle[0]}. {last}";
    }
}
