using Kakeibo.Reports;
using Kakeibo.Tests.Helpers;
using Xunit;

namespace Kakeibo.Tests;

public class MonthlyReportTests
{
    private static Expense E(int y, int m, int d, decimal amount) => new(new DateOnly(y, m, d), "食費", amount);

    [Fact]
    public void GroupsByMonth()
    {
        var expenses = new[] { E(2024, 1, 5, 1000m), E(2024, 1, 20, 500m), E(2024, 12, 20, 500m), E(2025, 1, 3, 700m) };
        var expected = new[] { new MonthTotal(2024, 1, 1500m), new MonthTotal(2024, 12, 500m), new MonthTotal(2025, 1, 700m) };
        AssertEx.SameItems(expected, MonthlyReport.GroupByMonth(expenses));
    }

    [Fact]
    public void ExportsCsvHeader()
    {
        var csv = MonthlyReport.ToCsv(new[] { new MonthTotal(2025, 1, 700m) });
        var expected = File.ReadAllText("Fixtures/expected_header.csv");
        Assert.StartsWith(expected.TrimEnd(), csv);
        AssertEx.SameItems(expected.TrimEnd().Split(','), csv.Split('\n')[0].Split(','));
    }
}
