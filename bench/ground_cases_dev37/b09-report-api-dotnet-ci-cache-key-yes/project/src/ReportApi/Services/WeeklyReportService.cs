namespace ReportApi.Services;

public sealed record WeeklyReport(DateOnly Start, DateOnly End, decimal Total, int Orders, IReadOnlyDictionary<string, decimal> ByChannel);

public sealed class WeeklyReportService
{
    private readonly IOrderQueries _orders;

    public WeeklyReportService(IOrderQueries orders) => _orders = orders;

    /// <summary>Seven days starting at <paramref name="start"/> (a Monday).</summary>
    public async Task<WeeklyReport> BuildAsync(DateOnly start)
    {
        if (start.DayOfWeek != DayOfWeek.Monday)
        {
            throw new ArgumentException("start must be a Monday", nameof(start));
        }

        var from = start.ToDateTime(TimeOnly.MinValue);
        var to = from.AddDays(6);
        var rows = await _orders.BetweenAsync(from, to);

        var byChannel = rows
            .GroupBy(r => r.Channel)
            .ToDictionary(g => g.Key, g => g.Sum(r => r.Amount));

        return new WeeklyReport(start, start.AddDays(6), rows.Sum(r => r.Amount), rows.Count, byChannel);
    }
}
