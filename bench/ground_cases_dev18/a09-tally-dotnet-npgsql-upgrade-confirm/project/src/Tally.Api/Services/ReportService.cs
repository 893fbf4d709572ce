using Microsoft.EntityFrameworkCore;
using Tally.Api.Data;

namespace Tally.Api.Services;

public record DailyTotal(DateOnly Day, int Orders, decimal Revenue);

public class ReportService
{
    private readonly TallyDbContext _db;
    private readonly ILogger<ReportService> _log;

    public ReportService(TallyDbContext db, ILogger<ReportService> log)
    {
        _db = db;
        _log = log;
    }

    /// <summary>Orders and revenue per day for the last <paramref name="days"/> days.</summary>
    public async Task<IReadOnlyList<DailyTotal>> GetDailyTotalsAsync(int days)
    {
        if (days is < 1 or > 366)
        {
            throw new ArgumentOutOfRangeException(nameof(days), "days must be between 1 and 366");
        }

        var since = DateTime.Now.Date.AddDays(-days);

        var rows = await _db.Orders
            .Where(o => o.Status != OrderStatus.Cancelled && o.CreatedAt >= since)
            .GroupBy(o => o.CreatedAt.Date)
            .Select(g => new { Day = g.Key, Orders = g.Count(), Revenue = g.Sum(o => o.Total) })
            .OrderBy(r => r.Day)
            .ToListAsync();

        _log.LogDebug("Daily totals for {Days} days: {Count} rows", days, rows.Count);
        return rows.Select(r => new DailyTotal(DateOnly.FromDateTime(r.Day), r.Orders, r.Revenue)).ToList();
    }

    public async Task<decimal> GetRevenueAsync(DateTime fromUtc, DateTime toUtc)
    {
        return await _db.Orders
            .Where(o => o.Status != OrderStatus.Cancelled && o.CreatedAt >= fromUtc && o.CreatedAt < toUtc)
            .SumAsync(o => o.Total);
    }
}
