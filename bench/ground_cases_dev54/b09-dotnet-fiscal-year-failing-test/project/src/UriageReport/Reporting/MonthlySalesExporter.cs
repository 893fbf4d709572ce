using ClosedXML.Excel;

namespace UriageReport.Reporting;

/// <summary>経理向け「月次売上」Excel。毎月 1 日 06:00 のタスクスケジューラで前月分を出力する。</summary>
public class MonthlySalesExporter
{
    private static readonly string[] Header = { "部門コード", "部門名", "当月売上", "前年同月売上", "前年同月比", "年度累計" };

    public void Write(ReportPeriod period, IReadOnlyList<DepartmentSales> rows, string path)
    {
        using var book = new XLWorkbook();
        var sheet = book.Worksheets.Add($"{period.Year}年{period.Month}月");

        sheet.Cell(1, 1).Value = $"月次売上 {period.Year}年{period.Month}月（第{period.FiscalMonthIndex}月）";
        sheet.Cell(1, 1).Style.Font.Bold = true;
        for (var c = 0; c < Header.Length; c++)
        {
            sheet.Cell(3, c + 1).Value = Header[c];
            sheet.Cell(3, c + 1).Style.Fill.BackgroundColor = XLColor.LightGray;
        }

        var r = 4;
        foreach (var row in rows)
        {
            sheet.Cell(r, 1).Value = row.DepartmentCode;
            sheet.Cell(r, 2).Value = row.DepartmentName;
            sheet.Cell(r, 3).Value = row.Month;
            sheet.Cell(r, 4).Value = row.LastYearMonth;
            if (row.YearOverYear is { } yoy)
            {
                sheet.Cell(r, 5).Value = yoy;
            }
            sheet.Cell(r, 6).Value = row.YearToDate;
            r++;
        }
        var last = Math.Max(r - 1, 4);
        sheet.Range(4, 3, last, 4).Style.NumberFormat.Format = "#,##0";
        sheet.Range(4, 5, last, 5).Style.NumberFormat.Format = "0.0%";
        sheet.Range(4, 6, last, 6).Style.NumberFormat.Format = "#,##0";
        sheet.Columns().AdjustToContents();
        book.SaveAs(path);
    }
}
