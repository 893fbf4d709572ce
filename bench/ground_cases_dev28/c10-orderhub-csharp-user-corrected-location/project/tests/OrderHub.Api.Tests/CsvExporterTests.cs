using OrderHub.Api.Common;
using OrderHub.Api.Services;
using OrderHub.Api.Dtos;
using System.Text;
using Xunit;

namespace OrderHub.Api.Tests;

public class CsvExporterTests
{
    [Fact]
    public void QuotesFieldsWithCommas()
    {
        var bytes = new CsvExporter().Write(new[]
        {
            new OrderDto(1, "SO-1", "张三,李四", 10m, "paid", new DateTime(2025, 11, 1, 8, 0, 0)),
        });
        var text = Encoding.UTF8.GetString(bytes);
        Assert.Contains("\"张三,李四\"", text);
    }

    [Fact]
    public void PagedResultFirstPageHasNoPrevious()
    {
        var page = new PagedResult<int>(new[] { 1, 2, 3 }, 3, 1, 20);
        Assert.False(page.HasPrevious);
    }
}
