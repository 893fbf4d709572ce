using Billing.Api.Data;
using ClosedXML.Excel;

namespace Billing.Api.Reports;

public sealed class ExportService
{
    private const int PageSize = 500;
    private static readonly TimeZoneInfo China = TimeZoneInfo.FindSystemTimeZoneById("Asia/Shanghai");

    private readonly ReportRepository _repo;
    private readonly ILogger<ExportService> _log;

    public ExportService(ReportRepository repo, ILogger<ExportService> log)
    {
        _repo = repo;
        _log = log;
    }

    /// <summary>Excel statement of one merchant for the days from..to (inclusive, Beijing dates).</summary>
    public async Task<byte[]> ExportStatementAsync(Guid merchantId, DateOnly from, DateOnly to, CancellationToken ct)
    {
        var start = from.ToDateTime(TimeOnly.MinValue, DateTimeKind.Utc);
        var end = to.AddDays(1).ToDateTime(TimeOnly.MinValue, DateTimeKind.Utc);

        using var workbook = new XLWorkbook();
        var sheet = workbook.AddWorksheet("对账单");
        WriteHeader(sheet);

        var row = 2;
        for (var page = 0; ; page++)
        {
            var batch = await _repo.FetchPageAsync(merchantId, start, end, page, PageSize, ct);
            _log.LogInformation(
                "Statement {Merchant} page {Page}: {Count} rows, first id {FirstId}, last id {LastId}",
                merchantId, page, batch.Count, batch.FirstOrDefault()?.Id, batch.LastOrDefault()?.Id);
            foreach (var t in batch)
            {
                WriteRow(sheet, row++, t);
            }
            if (batch.Count < PageSize)
            {
                break;
            }
        }

        _log.LogInformation("Statement {Merchant} {From}..{To}: {Rows} rows", merchantId, from, to, row - 2);
        sheet.Columns().AdjustToContents();
        using var stream = new MemoryStream();
        workbook.SaveAs(stream);
        return stream.ToArray();
    }

    private static void WriteHeader(IXLWorksheet sheet)
    {
        string[] titles = ["时间", "订单号", "类型", "渠道", "金额(元)"];
        for (var i = 0; i < titles.Length; i++)
        {
            sheet.Cell(1, i + 1).Value = titles[i];
            sheet.Cell(1, i + 1).Style.Font.Bold = true;
        }
    }

    private static void WriteRow(IXLWorksheet sheet, int row, Transaction t)
    {
        var local = TimeZoneInfo.ConvertTimeFromUtc(t.CreatedAt, China);
        sheet.Cell(row, 1).Value = local.ToString("yyyy-MM-dd HH:mm:ss");
        sheet.Cell(row, 2).Value = t.OrderNo;
        sheet.Cell(row, 3).Value = t.Kind.ToString();
        sheet.Cell(row, 4).Value = t.Channel ?? "";
        sheet.Cell(row, 5).Value = t.AmountFen / 100m;
    }
}
