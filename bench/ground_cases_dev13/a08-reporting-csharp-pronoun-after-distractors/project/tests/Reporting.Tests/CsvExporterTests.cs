using System.Globalization;
using Reporting.Api.Export;
using Reporting.Api.Services;
using Xunit;

namespace Reporting.Tests;

public sealed class CsvExporterTests
{
    public CsvExporterTests()
    {
        CultureInfo.CurrentCulture = CultureInfo.InvariantCulture;
    }

    [Fact]
    public void WritesHeaderAndRows()
    {
        var csv = CsvExporter.MonthlyToCsv(new[] { new MonthlyRow(7, "Kaffee Kontor", 3, 42.5m) }, new DateOnly(2025, 9, 1));
        var lines = csv.Split(Environment.NewLine, StringSplitOptions.RemoveEmptyEntries);
        Assert.Equal("customer_id,customer_name,orders,total", lines[1]);
        Assert.Equal("7,Kaffee Kontor,3,42.50", lines[2]);
    }

    [Fact]
    public void QuotesNamesWithCommas()
    {
        Assert.Equal("\"Miller, Hart & Co\"", CsvExporter.Escape("Miller, Hart & Co"));
    }

    [Fact]
    public void DoublesQuotes()
    {
        Assert.Equal("\"The \"\"Good\"\" Shop\"", CsvExporter.Escape("The \"Good\" Shop"));
    }
}
