using Acme.Billing.Services;
using Microsoft.AspNetCore.Mvc.RazorPages;

namespace Acme.Billing.Pages.Customers;

public record CustomerRow(string Name, string Domain);

public class IndexModel : PageModel
{
    private readonly CustomerService _customers;

    public IndexModel(CustomerService customers)
    {
        _customers = customers;
    }

    public List<CustomerRow> Rows { get; private set; } = new();

    public async Task OnGetAsync(int page = 0)
    {
        var list = await _customers.ListAsync(page, 50);
        Rows = list.Select(c => new CustomerRow(_customers.GetDisplayName(c), _customers.GetEmailDomain(c))).ToList();
    }
}
