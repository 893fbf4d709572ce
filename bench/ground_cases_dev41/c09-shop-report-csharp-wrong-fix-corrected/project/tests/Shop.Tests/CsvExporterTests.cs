using System.Text;
using Shop.Api.Reports;
using Xunit;

namespace Shop.Tests;

public class CsvExporterTests
{
    [Fact]
    public void Writes_created_at_in_china_time()
    {
        var row = new SalesRow("C1", "西湖店", new DateTime(2025, 11, 6, 23, 15, 0, DateTimeKind.Utc), 100m, 0m, 100m, null);

        var csv = Encoding.UTF8.GetString(CsvExporter.Write([row]));

        Assert.Contains("2025-11-07 07:15:00", csv);
    }

    [Fact]
    public void Quotes_values_with_commas()
    {
        var row = new SalesRow("C2", "万达店,二楼", new DateTime(2025, 11, 6, 2, 0, 0, DateTimeKind.Utc), 50m, 5m, 45m, "小程序");

        var csv = Encoding.UTF8.GetString(CsvExporter.Write([row]));

        Assert.Contains("\"万达店,二楼\"", csv);
    }
}
