using Huiyun.ReconReport.Data;
using Huiyun.ReconReport.Models;
using Microsoft.EntityFrameworkCore;

namespace Huiyun.ReconReport.Services;

public class ReportService
{
    private readonly AppDbContext _db;
    private readonly ILogger<ReportService> _log;

    public ReportService(AppDbContext db, ILogger<ReportService> log)
    {
        _db = db;
        _log = log;
    }

    /// <summary>All settlements paid in the given month (Beijing time), oldest first.</summary>
    public async Task<List<SettlementRow>> MonthlyAsync(int year, int month, string? channel, CancellationToken ct)
    {
        var from = new DateTime(year, month, 1);
        var to = from.AddMonths(1);
        var query = _db.Settlements.Where(s => s.PaidAt >= from && s.PaidAt < to);
        if (!string.IsNullOrEmpty(channel))
        {
            query = query.Where(s => s.Channel == channel);
        }

        var rows = await query
            .OrderBy(s => s.PaidAt)
            .Select(s => new SettlementRow(s.TradeNo, s.Merchant!.Code, s.Merchant.Name, s.Channel,
                s.Amount, s.Fee, s.PaidAt, s.SettledAt, s.Status))
            .ToListAsync(ct);

        _log.LogInformation("monthly report {Year}-{Month}: {Count} rows", year, month, rows.Count);
        return rows;
    }
}
