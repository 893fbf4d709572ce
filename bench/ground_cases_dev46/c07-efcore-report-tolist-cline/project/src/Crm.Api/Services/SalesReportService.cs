using Crm.Api.Data;
using Crm.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Crm.Api.Services;

public class SalesReportService
{
    private readonly CrmDbContext _db;
    private readonly ILogger<SalesReportService> _log;

    public SalesReportService(CrmDbContext db, ILogger<SalesReportService> log)
    {
        _db = db;
        _log = log;
    }

    public async Task<IReadOnlyList<RegionSalesDto>> MonthlyByRegionAsync(int year, int month, CancellationToken ct)
    {
        var from = new DateTime(year, month, 1, 0, 0, 0, DateTimeKind.Utc);
        var to = from.AddMonths(1);

        var orders = (await _db.Orders
                .AsNoTracking()
                .Include(o => o.Lines)
                .Include(o => o.Customer)
                .ToListAsync(ct))
            .Where(o => o.PlacedAt >= from && o.PlacedAt < to && o.Status != OrderStatus.Cancelled)
            .ToList();

        _log.LogInformation("sales report {Year}-{Month}: {Count} orders", year, month, orders.Count);

        return orders
            .GroupBy(o => o.Customer.Region)
            .Select(g => new RegionSalesDto(
                g.Key,
                g.Count(),
                g.Sum(o => o.Lines.Sum(l => l.Quantity * l.UnitPrice))))
            .OrderByDescending(r => r.Total)
            .ToList();
    }

    public async Task<int> OpenOrdersAsync(CancellationToken ct) =>
        await _db.Orders.CountAsync(o => o.Status == OrderStatus.Open, ct);
}
