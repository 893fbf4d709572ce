using Ledgerly.Api.Data;
using Microsoft.EntityFrameworkCore;

namespace Ledgerly.Api.Reports;

public sealed record MonthlyLine(DateOnly Day, string Category, decimal Amount, int AttachmentCount);

public sealed record MonthlyReport(Guid AccountId, int Year, int Month, decimal Total, IReadOnlyList<MonthlyLine> Lines);

public class ReportService
{
    private readonly LedgerDbContext _db;

    public ReportService(LedgerDbContext db) => _db = db;

    public async Task<MonthlyReport> GetMonthlyAsync(Guid accountId, int year, int month, CancellationToken ct)
    {
        var from = new DateTime(year, month, 1, 0, 0, 0, DateTimeKind.Utc);
        var to = from.AddMonths(1);

        var entries = await _db.Entries
            .Include(e => e.Attachments)
            .Where(e => e.AccountId == accountId && e.BookedAt >= from && e.BookedAt < to)
            .OrderBy(e => e.BookedAt)
            .ToListAsync(ct);

        var lines = entries
            .GroupBy(e => (Day: DateOnly.FromDateTime(e.BookedAt), e.Category))
            .Select(g => new MonthlyLine(g.Key.Day, g.Key.Category, g.Sum(e => e.Amount), g.Sum(e => e.Attachments.Count)))
            .ToList();

        return new MonthlyReport(accountId, year, month, lines.Sum(l => l.Amount), lines);
    }

    public async Task<decimal> GetBalanceAsync(Guid accountId, DateTime asOf, CancellationToken ct) =>
        await _db.Entries
            .AsNoTracking()
            .Where(e => e.AccountId == accountId && e.BookedAt <= asOf)
            .SumAsync(e => e.Amount, ct);
}
