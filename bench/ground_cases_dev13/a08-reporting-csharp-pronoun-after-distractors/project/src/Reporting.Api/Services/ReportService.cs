using Microsoft.EntityFrameworkCore;
using Reporting.Api.Data;

namespace Reporting.Api.Services;

public sealed record MonthlyRow(int CustomerId, string CustomerName, int Orders, decimal Total);

public sealed class ReportService
{
    private readonly ReportingDbContext _db;

    public ReportService(ReportingDbContext db) => _db = db;

    public async Task<IReadOnlyList<MonthlyRow>> MonthlyAsync(int year, int month, CancellationToken ct)
    {
        var from = new DateTime(year, month, 1, 0, 0, 0, DateTimeKind.Utc);
        var to = from.AddMonths(1);
        var customers = await _db.Customers.AsNoTracking()
            .OrderBy(c => c.Name)
            .Select(c => new { c.Id, c.Name })
            .ToListAsync(ct);

        // One GROUP BY for the whole month instead of one query per customer.
        var totals = await _db.Orders.AsNoTracking()
            .Where(o => o.PlacedAt >= from && o.PlacedAt < to)
            .GroupBy(o => o.CustomerId)
            .Select(g => new { CustomerId = g.Key, Orders = g.Count(), Total = g.Sum(o => o.Total) })
            .ToDictionaryAsync(x => x.CustomerId, ct);

        return customers
            .Select(c => totals.TryGetValue(c.Id, out var t)
                ? new MonthlyRow(c.Id, c.Name, t.Orders, t.Total)
                : new MonthlyRow(c.Id, c.Name, 0, 0m))
            .ToList();
    }

    public async Task<int> ActiveCustomersAsync(DateTime since, CancellationToken ct) =>
        await _db.Orders.AsNoTracking()
            .Where(o => o.PlacedAt >= since)
            .Select(o => o.CustomerId)
            .Distinct()
            .CountAsync(ct);
}
