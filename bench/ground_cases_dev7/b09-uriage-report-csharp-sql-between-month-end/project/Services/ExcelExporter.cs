using ClosedXML.Excel;

namespace UriageReport.Services;

public sealed class ExcelExporter(IConfiguration config)
{
    private string OutDir => config["Report:OutputDir"] ?? "reports";

    public string WriteMonthly(MonthlyReport r) =>
        Write($"売上_{r.Year}-{r.Month:00}.xlsx", $"{r.Year}年{r.Month}月", r.Stores, r.GrandTotal);

    public string WriteWeekly(WeeklyReport r) =>
        Write($"売上_週次_{r.WeekStart:yyyy-MM-dd}.xlsx", $"{r.WeekStart:yyyy/MM/dd}週", r.Stores, r.GrandTotal);

    private string Write(string fileName, string title, IReadOnlyList<StoreSales> rows, decimal total)
    {
        Directory.CreateDirectory(OutDir);
        using var book = new XLWorkbook();
        var sheet = book.AddWorksheet("売上");
        sheet.Cell(1, 1).Value = title;
        sheet.Cell(2, 1).InsertTable(rows);
        sheet.Cell(rows.Count + 4, 1).Value = "合計";
        sheet.Cell(rows.Count + 4, 4).Value = total;
        var path = Path.Combine(OutDir, fileName);
        book.SaveAs(path);
        return path;
    }
}
