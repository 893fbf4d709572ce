using ReportApi.Services;
using Xunit;

namespace ReportApi.Tests;

public class MonthlyReportServiceTests
{
    private sealed class FakeOrders : IOrderQueries
    {
        private readonly List<OrderRow> _rows;
        public FakeOrders(params OrderRow[] rows) => _rows = rows.ToList();

        public Task<IReadOnlyList<OrderRow>> BetweenAsync(DateTime from, DateTime to) =>
            Task.FromResult<IReadOnlyList<OrderRow>>(_rows.Where(r => r.OrderedAt >= from && r.OrderedAt < to).ToList());
    }

    [Fact]
    public async Task SumsOrdersOfTheMonth()
    {
        var svc = new MonthlyReportService(new FakeOrders(
            new OrderRow(1, new DateTime(2025, 11, 3, 10, 0, 0), 1200m, "web"),
            new OrderRow(2, new DateTime(2025, 11, 3, 15, 0, 0), 800m, "store"),
            new OrderRow(4, new DateTime(2025, 11, 30, 21, 30, 0), 300m, "web"),
            new OrderRow(3, new DateTime(2025, 12, 1, 9, 0, 0), 500m, "web")));

        var report = await svc.BuildAsync(2025, 11);

        Assert.Equal(2300m, report.Total);
        Assert.Equal(2, report.Days.Count);
    }

    [Fact]
    public async Task RejectsInvalidMonth()
    {
        var svc = new MonthlyReportService(new FakeOrders());
        await Assert.ThrowsAsync<ArgumentOutOfRangeException>(() => svc.BuildAsync(2025, 13));
    }
}
