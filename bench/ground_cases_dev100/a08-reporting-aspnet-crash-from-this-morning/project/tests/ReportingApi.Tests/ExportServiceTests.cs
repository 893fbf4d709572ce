using Microsoft.Extensions.Logging.Abstractions;
using ReportingApi.Data;
using ReportingApi.Options;
using ReportingApi.Services;
using Xunit;

namespace ReportingApi.Tests;

public class ExportServiceTests
{
    private sealed class FakeReader(IReadOnlyList<OrderRow> rows) : IOrderReader
    {
        public Task<int> CountAsync(DateOnly from, DateOnly to, string? region, CancellationToken ct) =>
            Task.FromResult(rows.Count);

        public Task<IReadOnlyList<OrderRow>> ReadAsync(DateOnly from, DateOnly to, string? region, int offset, int limit, CancellationToken ct) =>
            Task.FromResult<IReadOnlyList<OrderRow>>(rows.Skip(offset).Take(limit).ToList());
    }

    private static readonly OrderRow[] Rows =
    [
        new(1, "A-1", "north", new DateTimeOffset(2025, 6, 1, 22, 30, 0, TimeSpan.Zero), 12.5m, "EUR"),
        new(2, "A-2", "south", new DateTimeOffset(2025, 6, 2, 8, 0, 0, TimeSpan.Zero), 99m, "EUR"),
        new(3, "A-3, rush", "south", new DateTimeOffset(2025, 6, 2, 9, 0, 0, TimeSpan.Zero), 5m, "EUR"),
    ];

    private static ExportService Service(ExportOptions options) =>
        new(new FakeReader(Rows), Microsoft.Extensions.Options.Options.Create(options), NullLogger<ExportService>.Instance);

    [Fact]
    public async Task WritesHeaderAndAllRowsAcrossBatches()
    {
        using var output = new MemoryStream();
        var written = await Service(new ExportOptions { BatchSize = 2 })
            .ExportAsync(new ExportRequest(new(2025, 6, 1), new(2025, 6, 2), null), output, default);

        var lines = System.Text.Encoding.UTF8.GetString(output.ToArray()).TrimEnd().Split('\n');
        Assert.Equal(3, written);
        Assert.Equal("id,number,region,placed_at,total,currency", lines[0].TrimEnd('\r'));
        Assert.Equal("1,A-1,north,2025-06-02 00:30:00,12.50,EUR", lines[1].TrimEnd('\r'));
        Assert.Equal("3,\"A-3, rush\",south,2025-06-02 11:00:00,5.00,EUR", lines[3].TrimEnd('\r'));
    }

    [Fact]
    public async Task SemicolonModeSeparatesAndQuotesBySemicolon()
    {
        using var output = new MemoryStream();
        await Service(new ExportOptions { BatchSize = 10 })
            .ExportAsync(new ExportRequest(new(2025, 6, 1), new(2025, 6, 2), null, ';'), output, default);

        var lines = System.Text.Encoding.UTF8.GetString(output.ToArray()).TrimEnd().Split('\n');
        Assert.Equal("id;number;region;placed_at;total;currency", lines[0].TrimEnd('\r'));
        Assert.Equal("3;A-3, rush;south;2025-06-02 11:00:00;5.00;EUR", lines[3].TrimEnd('\r'));
    }
}
