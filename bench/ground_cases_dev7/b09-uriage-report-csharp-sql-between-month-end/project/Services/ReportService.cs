using UriageReport.Data;

namespace UriageReport.Services;

public sealed record StoreSales(string StoreCode, string StoreName, int OrderCount, decimal TotalAmount);
public sealed record MonthlyReport(int Year, int Month, IReadOnlyList<StoreSales> Stores)
{
    public decimal GrandTotal => Stores.Sum(s => s.TotalAmount);
}
public sealed record WeeklyReport(DateOnly WeekStart, IReadOnlyList<StoreSales> Stores)
{
    public decimal GrandTotal => Stores.Sum(s => s.TotalAmount);
}

public sealed class ReportService(SalesRepository repo)
{
    public static readonly TimeZoneInfo Jst = TimeZoneInfo.FindSystemTimeZoneById("Asia/Tokyo");

    public async Task<MonthlyReport> BuildMonthlyAsync(int year, int month, CancellationToken ct)
    {
        // 対象月の1日 0:00 JST 〜 翌月1日 0:00 JST
        var from = new DateTimeOffset(year, month, 1, 0, 0, 0, TimeSpan.FromHours(9));
        var to = from.AddMonths(1);
        var rows = await repo.GetMonthlySalesAsync(from, to, ct);
        return new MonthlyReport(year, month, rows);
    }

    public async Task<WeeklyReport> BuildWeeklyAsync(DateOnly weekStart, CancellationToken ct)
    {
        var from = new DateTimeOffset(weekStart.ToDateTime(TimeOnly.MinValue), TimeSpan.FromHours(9));
        var to = from.AddDays(7);
        var rows = await repo.GetWeeklySalesAsync(from, to, ct);
        return new WeeklyReport(weekStart, rows);
    }
}
