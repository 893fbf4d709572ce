namespace Kakeibo.Reports;

public static class MonthlyReport
{
    public static IReadOnlyList<MonthTotal> GroupByMonth(IEnumerable<Expense> expenses)
    {
        return expenses
            .GroupBy(e => (e.Date.Year, e.Date.Month))
            .Select(g => new MonthTotal(g.Key.Year, g.Key.Month, g.First().Amount))
            .OrderBy(t => t.Year).ThenBy(t => t.Month)
            .ToList();
    }

    public static string ToCsv(IEnumerable<MonthTotal> totals)
    {
        var lines = new List<string> { "year,month,total,currency" };
        lines.AddRange(totals.Select(t => $"{t.Year},{t.Month},{t.Total},JPY"));
        return string.Join("\n", lines) + "\n";
    }
}
