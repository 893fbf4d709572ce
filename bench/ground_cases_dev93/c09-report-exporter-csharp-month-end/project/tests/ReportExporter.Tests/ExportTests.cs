using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Options;
using ReportExporter.Data;
using ReportExporter.Services;
using Xunit;

namespace ReportExporter.Tests;

public class ExportTests
{
    private sealed class FakeRepository : IOrderRepository
    {
        public List<OrderRow> Rows { get; } = new();

        public Task<IReadOnlyList<OrderRow>> GetOrdersForMonthAsync(int year, int month, CancellationToken ct) =>
            Task.FromResult<IReadOnlyList<OrderRow>>(Rows);
    }

    [Fact]
    public void Escape_QuotesEmbeddedQuotes()
    {
        Assert.Equal("\"a \"\"b\"\"\"", CsvWriter.Escape("a \"b\""));
    }

    [Fact]
    public void Escape_QuotesCommas()
    {
        Assert.Equal("\"杭州某某贸易, 有限公司\"", CsvWriter.Escape("杭州某某贸易, 有限公司"));
        Assert.Equal("12800.00", CsvWriter.Escape("12800.00"));
    }

    [Fact]
    public void PreviousMonth_WrapsYear()
    {
        var options = new ExportOptions();
        Assert.Equal((2024, 12), options.PreviousMonth(new DateTime(2025, 1, 1, 3, 0, 0)));
    }

    [Fact]
    public void IsDue_OnlyOncePerDay()
    {
        var options = new ExportOptions { RunOnDay = 1, RunAtHour = 3 };
        var now = new DateTime(2025, 4, 1, 3, 5, 0);
        Assert.True(options.IsDue(now, null));
        Assert.False(options.IsDue(now, DateOnly.FromDateTime(now)));
    }
}
