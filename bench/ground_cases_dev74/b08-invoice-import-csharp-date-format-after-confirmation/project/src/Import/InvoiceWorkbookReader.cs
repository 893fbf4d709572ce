using ClosedXML.Excel;

namespace InvoiceImport.Import;

public sealed class InvoiceWorkbookReader
{
    private static readonly string[] Header =
        ["請求書番号", "請求日", "品番", "品名", "数量", "単価", "金額"];

    public IEnumerable<InvoiceRow> Read(string path)
    {
        using var wb = new XLWorkbook(path);
        var ws = wb.Worksheet(1);
        var last = ws.LastRowUsed()?.RowNumber() ?? 1;
        for (var r = 2; r <= last; r++)
        {
            var row = ws.Row(r);
            if (row.IsEmpty())
            {
                continue;
            }
            yield return new InvoiceRow(
                r,
                row.Cell(1).GetFormattedString(),
                row.Cell(2).GetFormattedString(),
                row.Cell(3).GetFormattedString(),
                row.Cell(4).GetFormattedString(),
                row.Cell(5).GetFormattedString(),
                row.Cell(6).GetFormattedString(),
                row.Cell(7).GetFormattedString());
        }
    }

    public static bool HasExpectedHeader(IXLWorksheet ws) =>
        Header.Select((h, i) => ws.Cell(1, i + 1).GetString().Trim() == h).All(x => x);
}
