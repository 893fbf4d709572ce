using ClosedXML.Excel;
using Huiyun.ReconReport.Models;

namespace Huiyun.ReconReport.Services;

public class ExcelExporter
{
    private static readonly string[] Headers =
        { "交易单号", "商户编号", "商户名称", "渠道", "金额", "手续费", "支付日期", "支付时间", "结算时间", "状态" };

    private readonly ILogger<ExcelExporter> _log;

    public ExcelExporter(ILogger<ExcelExporter> log)
    {
        _log = log;
    }

    public byte[] Export(IReadOnlyList<SettlementRow> rows, string sheetName)
    {
        using var book = new XLWorkbook();
        var sheet = book.Worksheets.Add(sheetName);
        for (var c = 0; c < Headers.Length; c++)
        {
            sheet.Cell(1, c + 1).Value = Headers[c];
        }
        sheet.Row(1).Style.Font.Bold = true;

        var started = DateTime.UtcNow;
        _log.LogInformation("export {Sheet}: writing {Count} rows", sheetName, rows.Count);

        var r = 2;
        foreach (var row in rows)
        {
            if ((r - 2) % 10_000 == 0 && r > 2)
            {
                _log.LogInformation("export {Sheet}: {Done}/{Count} rows, {Elapsed} ms", sheetName, r - 2, rows.Count,
                    (int)(DateTime.UtcNow - started).TotalMilliseconds);
            }

            sheet.Cell(r, 1).Value = row.TradeNo;
            sheet.Cell(r, 2).Value = row.MerchantCode;
            sheet.Cell(r, 3).Value = row.MerchantName;
            sheet.Cell(r, 4).Value = row.Channel;
            sheet.Cell(r, 5).Value = row.Amount;
            sheet.Cell(r, 6).Value = row.Fee;
            sheet.Cell(r, 7).Value = row.PaidAt.ToUniversalTime().Date;
            sheet.Cell(r, 8).Value = row.PaidAt.ToString("HH:mm:ss");
            sheet.Cell(r, 9).Value = row.SettledAt?.ToString("yyyy-MM-dd HH:mm:ss") ?? "";
            sheet.Cell(r, 10).Value = row.Status;
            r++;
        }

        sheet.Column(5).Style.NumberFormat.Format = "#,##0.00";
        sheet.Column(6).Style.NumberFormat.Format = "#,##0.00";
        sheet.Column(7).Style.DateFormat.Format = "yyyy-mm-dd";
        sheet.Columns().AdjustToContents();

        using var stream = new MemoryStream();
        book.SaveAs(stream);
        _log.LogInformation("export {Sheet}: done, {Bytes} bytes in {Elapsed} ms", sheetName, stream.Length,
            (int)(DateTime.UtcNow - started).TotalMilliseconds);
        return stream.ToArray();
    }
}
