using Microsoft.EntityFrameworkCore;
using Shop.Api.Data;

namespace Shop.Api.Reports;

public record SalesRow(string Number, string Store, DateTime CreatedAt, decimal Amount, decimal Discount,
    decimal Net, string? Channel);

public class ReportService
{
    // Report dates are China local dates (UTC+8, no DST); CreatedAt is stored in UTC.
    private static readonly TimeSpan ChinaOffset = TimeSpan.FromHours(8);

    private readonly AppDbContext _db;

    public ReportService(AppDbContext db) => _db = db;

    public async Task<IReadOnlyList<SalesRow>> GetSalesAsync(DateOnly from, DateOnly to, int? storeId,
        CancellationToken ct = default)
    {
        var (start, end) = ToUtcRange(from, to);

        var query = _db.Orders.AsNoTracking()
            .Where(o => o.Status == OrderStatus.Completed || o.Status == OrderStatus.Paid)
            .Where(o => o.CreatedAt >= start && o.CreatedAt < end);
        if (storeId is not null)
            query = query.Where(o => o.StoreId == storeId);

        return await query
            .OrderBy(o => o.CreatedAt)
            .Select(o => new SalesRow(o.Number, o.Store.Name, o.CreatedAt, o.Amount, o.Discount,
                o.Amount - o.Discount, o.Channel))
            .ToListAsync(ct);
    }

    public async Task<decimal> GetNetTotalAsync(DateOnly from, DateOnly to, CancellationToken ct = default)
    {
        var rows = await GetSalesAsync(from, to, null, ct);
        return rows.Sum(r => r.Net);
    }

    internal static (DateTime Start, DateTime End) ToUtcRange(DateOnly from, DateOnly to)
    {
        var start = from.ToDateTime(TimeOnly.MinValue) - ChinaOffset;
        var end = to.ToDateTime(TimeOnly.MinValue) - ChinaOffset;
        return (DateTime.SpecifyKind(start, DateTimeKind.Utc), DateTime.SpecifyKind(end, DateTimeKind.Utc));
    }
}
