using Kura.Api.Data;
using Kura.Api.Dtos;
using Microsoft.EntityFrameworkCore;

namespace Kura.Api.Services;

public sealed class OrderQueryService
{
    private readonly KuraDbContext _db;

    public OrderQueryService(KuraDbContext db)
    {
        _db = db;
    }

    public async Task<IReadOnlyList<OrderSummaryDto>> ListAsync(DateOnly from, DateOnly to, CancellationToken ct)
    {
        var orders = await _db.Orders
            .AsNoTracking()
            .Where(o => o.OrderedOn >= from && o.OrderedOn <= to)
            .OrderByDescending(o => o.OrderedOn)
            .ToListAsync(ct);

        var result = new List<OrderSummaryDto>(orders.Count);
        foreach (var order in orders)
        {
            var customer = await _db.Customers.AsNoTracking().FirstAsync(c => c.Id == order.CustomerId, ct);
            result.Add(new OrderSummaryDto(
                order.Id,
                order.OrderedOn,
                customer.Name,
                order.TotalAmount,
                order.Status.ToString()));
        }
        return result;
    }

    public async Task<OrderSummaryDto?> FindAsync(int id, CancellationToken ct)
    {
        return await _db.Orders
            .AsNoTracking()
            .Where(o => o.Id == id)
            .Select(o => new OrderSummaryDto(o.Id, o.OrderedOn, o.Customer.Name, o.TotalAmount, o.Status.ToString()))
            .SingleOrDefaultAsync(ct);
    }
}
