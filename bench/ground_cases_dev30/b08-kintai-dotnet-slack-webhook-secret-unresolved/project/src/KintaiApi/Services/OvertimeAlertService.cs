using KintaiApi.Data;
using KintaiApi.Notifications;
using Microsoft.EntityFrameworkCore;

namespace KintaiApi.Services;

/// <summary>月の残業が閾値を超えそうな社員を Slack に通知する。</summary>
public sealed class OvertimeAlertService
{
    public const int WarningHours = 40;

    private readonly KintaiDbContext _db;
    private readonly ISlackNotifier _slack;
    private readonly TimeProvider _clock;

    public OvertimeAlertService(KintaiDbContext db, ISlackNotifier slack, TimeProvider clock)
    {
        _db = db;
        _slack = slack;
        _clock = clock;
    }

    public async Task<int> RunAsync(CancellationToken ct)
    {
        var tokyo = TimeZoneInfo.FindSystemTimeZoneById("Asia/Tokyo");
        var today = DateOnly.FromDateTime(TimeZoneInfo.ConvertTime(_clock.GetUtcNow(), tokyo).DateTime);
        var monthStart = new DateOnly(today.Year, today.Month, 1);

        var rows = await _db.TimeEntries
            .Where(e => e.WorkDate >= monthStart && e.WorkDate <= today)
            .GroupBy(e => new { e.EmployeeId, e.Employee.Name })
            .Select(g => new { g.Key.EmployeeId, g.Key.Name, Overtime = g.Sum(e => e.OvertimeMinutes) / 60.0 })
            .Where(x => x.Overtime >= WarningHours)
            .ToListAsync(ct);

        foreach (var r in rows)
        {
            await _slack.NotifyAsync($":warning: {r.Name} さんの今月の残業が {r.Overtime:F1} 時間です (閾値 {WarningHours} 時間)", ct);
        }
        return rows.Count;
    }
}
