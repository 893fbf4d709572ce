namespace ReportApi.Services;

public sealed record DailyTotal(DateOnly Day, decimal Amount, int Orders);

public sealed record MonthlyReport(int Year, int Month, decimal Total, int Orders, IReadOnlyList<DailyTotal> Days);

public sealed class MonthlyReportService
{
    private readonly IOrderQueries _orders;

    public MonthlyReportService(IOrderQueries orders) => _orders = orders;

    public async Task<MonthlyReport> BuildAsync(int year, int month)
    {
        if (month is < 1 or > 12)
        {
            throw new ArgumentOutOfRangeException(nameof(month));
        }

        var from = new DateTime(year, month, 1);
        var to = from.AddMonths(1); // exclusive: BetweenAsync uses ordered_at < to
        var rows = await _orders.BetweenAsync(from, to);

        var days = rows
            .GroupBy(r => DateOnly.FromDateTime(r.OrderedAt))
            .OrderBy(g => g.Key)
            .Select(g => new DailyTotal(g.Key, g.Sum(r => r.Amount), g.Count()))
            .ToList();

        return new MonthlyReport(year, month, rows.Sum(r => r.Amount), rows.Count, days);
    }
}
