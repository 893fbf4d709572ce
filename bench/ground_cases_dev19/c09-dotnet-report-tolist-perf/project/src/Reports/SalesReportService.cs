using Microsoft.EntityFrameworkCore;
using Shop.Data;

namespace Shop.Reports;

public record SalesRow(DateOnly Day, int Orders, decimal Revenue);
public record CustomerRow(int CustomerId, string Name, decimal Spent);

public class SalesReportService
{
    private readonly ShopDbContext _db;

    public SalesReportService(ShopDbContext db)
    {
        _db = db;
    }

    public async Task<List<SalesRow>> GetSalesAsync(DateTime from, DateTime to, CancellationToken ct = default)
    {
        var orders = _db.Orders
            .Include(o => o.Items)
            .ToList()
            .Where(o => o.CreatedAt >= from && o.CreatedAt < to && o.Status != OrderStatus.Cancelled);

        var rows = orders
            .GroupBy(o => DateOnly.FromDateTime(o.CreatedAt))
            .Select(g => new SalesRow(g.Key, g.Count(), g.Sum(o => o.Items.Sum(i => i.UnitPrice * i.Quantity))))
            .OrderBy(r => r.Day)
            .ToList();
        return await Task.FromResult(rows);
    }

    public async Task<List<CustomerRow>> GetTopCustomersAsync(string region, int top, CancellationToken ct = default)
    {
        return await _db.Orders
            .Where(o => o.Customer.Region == region && o.Status == OrderStatus.Paid)
            .GroupBy(o => new { o.CustomerId, o.Customer.Name })
            .Select(g => new CustomerRow(g.Key.CustomerId, g.Key.Name, g.Sum(o => o.Total)))
            .OrderByDescending(r => r.Spent)
            .Take(top)
            .ToListAsync(ct);
    }
}
