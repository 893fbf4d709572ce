using Microsoft.EntityFrameworkCore;
using ReportsApi.Data;

namespace ReportsApi.Services;

public record OrderSummary(long Id, string Status, decimal Total, int LineCount, DateTime CreatedAt);

public record CustomerReport(long CustomerId, int OrderCount, decimal Revenue, IReadOnlyList<OrderSummary> Recent);

public class ReportService
{
    private readonly AppDbContext _db;

    public ReportService(AppDbContext db) => _db = db;

    public async Task<CustomerReport> CustomerOrdersAsync(long customerId, DateTime since, CancellationToken ct)
    {
        var query = _db.Orders
            .AsNoTracking()
            .Where(o => o.CustomerId == customerId && o.CreatedAt >= since);

        var count = await query.CountAsync(ct);
        var revenue = await query.SumAsync(o => o.Total, ct);
        var recent = await query
            .OrderByDescending(o => o.CreatedAt)
            .Take(50)
            .Select(o => new OrderSummary(o.Id, o.Status, o.Total, o.Lines.Count, o.CreatedAt))
            .ToListAsync(ct);

        return new CustomerReport(customerId, count, revenue, recent);
    }
}
