using ClosedXML.Excel;
using UriageReport.Reporting;
using Xunit;

namespace UriageReport.Tests;

public class MonthlySalesExporterTests
{
    [Fact]
    public void Write_PutsOneRowPerDepartment()
    {
        var path = Path.Combine(Path.GetTempPath(), $"uriage_{Guid.NewGuid():N}.xlsx");
        var rows = new[]
        {
            new DepartmentSales("D01", "東日本営業部", 1_200_000m, 9_800_000m),
            new DepartmentSales("D02", "西日本営業部", 850_000m, 7_150_000m),
        };

        new MonthlySalesExporter().Write(new ReportPeriod(2024, 5), rows, path);

        using var book = new XLWorkbook(path);
        var sheet = book.Worksheet(1);
        Assert.Equal("D01", sheet.Cell(4, 1).GetString());
        Assert.Equal("西日本営業部", sheet.Cell(5, 2).GetString());
        Assert.Equal(9_800_000m, sheet.Cell(4, 6).GetValue<decimal>());
    }

    [Fact]
    public void Write_LeavesRatioBlankWhenLastYearIsZero()
    {
        var path = Path.Combine(Path.GetTempPath(), $"uriage_{Guid.NewGuid():N}.xlsx");
        var rows = new[] { new DepartmentSales("D03", "新規事業部", 300_000m, 300_000m) { LastYearMonth = 0m } };

        new MonthlySalesExporter().Write(new ReportPeriod(2024, 5), rows, path);

        using var book = new XLWorkbook(path);
        Assert.True(book.Worksheet(1).Cell(4, 5).IsEmpty());
    }
}
