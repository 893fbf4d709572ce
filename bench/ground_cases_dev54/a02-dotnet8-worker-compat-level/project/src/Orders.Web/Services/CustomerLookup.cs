using Contoso.Orders.Data;
using Microsoft.EntityFrameworkCore;

namespace Contoso.Orders.Web.Services;

public sealed class CustomerLookup
{
    private readonly OrdersDbContext _db;

    public CustomerLookup(OrdersDbContext db) => _db = db;

    public Task<string?> NameAsync(string customerNumber, CancellationToken ct) =>
        _db.Customers
            .Where(c => c.Number == customerNumber)
            .Select(c => c.Name)
            .SingleOrDefaultAsync(ct);
}
