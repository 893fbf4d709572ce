using Microsoft.EntityFrameworkCore;
using ReportsApi.Models;

namespace ReportsApi.Data;

public class OrderQueries
{
    private static readonly TimeZoneInfo Shanghai = TimeZoneInfo.FindSystemTimeZoneById("Asia/Shanghai");
    private readonly AppDbContext _db;

    public OrderQueries(AppDbContext db) => _db = db;

    /// <summary>[start, end) of a business day in Beijing time, as UTC instants.</summary>
    public static (DateTimeOffset Start, DateTimeOffset End) DayBounds(DateOnly day)
    {
        var local = day.ToDateTime(TimeOnly.MinValue);
        var start = new DateTimeOffset(local, Shanghai.GetUtcOffset(local)).ToUniversalTime();
        return (start, start.AddDays(1));
    }

    public async Task<List<Order>> PaidOnAsync(DateOnly day, CancellationToken ct)
    {
        var (start, end) = DayBounds(day);
        return await _db.Orders
            .AsNoTracking()
            .Include(o => o.Lines)
            .Where(o => o.Status == OrderStatus.Paid && o.PaidAt >= start && o.PaidAt < end)
            .OrderBy(o => o.Id)
            .ToListAsync(ct);
    }

    public async Task<List<Order>> BetweenAsync(DateOnly from, DateOnly to, CancellationToken ct)
    {
        return await Between(from, to).ToListAsync(ct);
    }

    public async Task<(List<Order> Items, int Total)> PageAsync(DateOnly from, DateOnly to, int page, int size,
                                                               CancellationToken ct)
    {
        var query = Between(from, to);
        var total = await query.CountAsync(ct);
        var items = await query.Skip((page - 1) * size).Take(size).ToListAsync(ct);
        return (items, total);
    }

    private IQueryable<Order> Between(DateOnly from, DateOnly to)
    {
        var start = DayBounds(from).Start;
        var end = DayBounds(to).End;
        return _db.Orders
            .AsNoTracking()
            .Include(o => o.Lines)
            .Where(o => o.PaidAt >= start && o.PaidAt < end)
            .OrderBy(o => o.PaidAt)
            .ThenBy(o => o.Id);
    }
}
