using UriageReport.Services;

namespace UriageReport;

/// <summary>毎朝 6:00 に起動し、月初なら前月分、月曜なら前週分のレポートを出力する。</summary>
public sealed class Worker(ReportService reports, ExcelExporter excel, ILogger<Worker> logger) : BackgroundService
{
    protected override async Task ExecuteAsync(CancellationToken ct)
    {
        while (!ct.IsCancellationRequested)
        {
            var today = DateOnly.FromDateTime(TimeZoneInfo.ConvertTime(DateTime.UtcNow, ReportService.Jst));
            if (today.Day == 1)
            {
                var last = today.AddMonths(-1);
                var report = await reports.BuildMonthlyAsync(last.Year, last.Month, ct);
                var path = excel.WriteMonthly(report);
                logger.LogInformation("monthly report {Year}-{Month:00} written to {Path}", last.Year, last.Month, path);
            }
            if (today.DayOfWeek == DayOfWeek.Monday)
            {
                var report = await reports.BuildWeeklyAsync(today.AddDays(-7), ct);
                var path = excel.WriteWeekly(report);
                logger.LogInformation("weekly report from {Start} written to {Path}", report.WeekStart, path);
            }
            await Task.Delay(NextRun(), ct);
        }
    }

    private static TimeSpan NextRun()
    {
        var now = TimeZoneInfo.ConvertTime(DateTimeOffset.UtcNow, ReportService.Jst);
        var next = new DateTimeOffset(now.Year, now.Month, now.Day, 6, 0, 0, now.Offset).AddDays(1);
        return next - now;
    }
}
