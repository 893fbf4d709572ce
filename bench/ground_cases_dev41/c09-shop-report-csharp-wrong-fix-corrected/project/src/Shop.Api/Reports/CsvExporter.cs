using System.Globalization;
using System.Text;

namespace Shop.Api.Reports;

public static class CsvExporter
{
    private static readonly string[] Header = ["订单号", "门店", "下单时间", "金额", "优惠", "实收", "渠道"];

    // CreatedAt is UTC in the database; finance reads China local time.
    private static readonly TimeZoneInfo China = TimeZoneInfo.FindSystemTimeZoneById("Asia/Shanghai");

    public static byte[] Write(IEnumerable<SalesRow> rows)
    {
        var sb = new StringBuilder();
        sb.AppendLine(string.Join(",", Header));
        foreach (var r in rows)
        {
            sb.AppendLine(string.Join(",",
                Escape(r.Number),
                Escape(r.Store),
                TimeZoneInfo.ConvertTimeFromUtc(r.CreatedAt, China).ToString("yyyy-MM-dd HH:mm:ss", CultureInfo.InvariantCulture),
                r.Amount.ToString("0.00", CultureInfo.InvariantCulture),
                r.Discount.ToString("0.00", CultureInfo.InvariantCulture),
                r.Net.ToString("0.00", CultureInfo.InvariantCulture),
                Escape(r.Channel ?? "")));
        }
        // Excel only detects UTF-8 when the file starts with a BOM.
        return [.. Encoding.UTF8.GetPreamble(), .. Encoding.UTF8.GetBytes(sb.ToString())];
    }

    private static string Escape(string value)
    {
        if (value.IndexOfAny([',', '"', '\n', '\r']) < 0)
            return value;
        return "\"" + value.Replace("\"", "\"\"") + "\"";
    }
}
