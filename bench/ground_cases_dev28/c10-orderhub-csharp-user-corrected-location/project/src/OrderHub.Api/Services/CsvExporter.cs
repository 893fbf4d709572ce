using System.Globalization;
using System.Text;
using OrderHub.Api.Dtos;

namespace OrderHub.Api.Services;

public class CsvExporter
{
    private static readonly string[] Header = { "订单号", "客户", "金额", "状态", "创建时间" };

    public byte[] Write(IEnumerable<OrderDto> rows)
    {
        var sb = new StringBuilder();
        sb.AppendLine(string.Join(",", Header));
        foreach (var r in rows)
        {
            sb.Append(Escape(r.No)).Append(',')
              .Append(Escape(r.CustomerName)).Append(',')
              .Append(r.Amount.ToString("0.00", CultureInfo.InvariantCulture)).Append(',')
              .Append(Escape(r.Status)).Append(',')
              .Append(r.CreatedAt.ToString("yyyy-MM-dd HH:mm:ss", CultureInfo.InvariantCulture))
              .AppendLine();
        }
        // Excel only detects UTF-8 when the file starts with a BOM
        var preamble = Encoding.UTF8.GetPreamble();
        var body = Encoding.UTF8.GetBytes(sb.ToString());
        return preamble.Concat(body).ToArray();
    }

    private static string Escape(string value)
    {
        if (value.IndexOfAny(new[] { ',', '"', '\n', '\r' }) < 0)
        {
            return value;
        }
        return "\"" + value.Replace("\"", "\"\"") + "\"";
    }
}
