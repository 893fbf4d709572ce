using System.Globalization;
using System.Text;

namespace Shop.Reports;

public static class CsvExporter
{
    // Excel on Windows needs a BOM to open UTF-8 CSV correctly
    private static readonly UTF8Encoding Utf8Bom = new(encoderShouldEmitUTF8Identifier: true);

    private static byte[] WithBom(string text) => Utf8Bom.GetPreamble().Concat(Utf8Bom.GetBytes(text)).ToArray();

    public static byte[] SalesToCsv(IEnumerable<SalesRow> rows)
    {
        var sb = new StringBuilder();
        sb.AppendLine("日期,订单数,销售额");
        foreach (var r in rows)
        {
            sb.Append(r.Day.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture)).Append(',');
            sb.Append(r.Orders).Append(',');
            sb.AppendLine(r.Revenue.ToString("0.00", CultureInfo.InvariantCulture));
        }
        return WithBom(sb.ToString());
    }

    public static byte[] CustomersToCsv(IEnumerable<CustomerRow> rows)
    {
        var sb = new StringBuilder();
        sb.AppendLine("客户ID,客户名,消费额");
        foreach (var r in rows)
        {
            sb.Append(r.CustomerId).Append(',');
            sb.Append(Escape(r.Name)).Append(',');
            sb.AppendLine(r.Spent.ToString("0.00", CultureInfo.InvariantCulture));
        }
        return WithBom(sb.ToString());
    }

    private static string Escape(string s) =>
        s.Contains(',') || s.Contains('"') ? "\"" + s.Replace("\"", "\"\"") + "\"" : s;
}
