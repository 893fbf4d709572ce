using System.Globalization;
using System.Text;
using ReportsApi.Models;

namespace ReportsApi.Services;

public class CsvExporter
{
    private static readonly CultureInfo Inv = CultureInfo.InvariantCulture;

    public byte[] DailyReport(DailyReport report)
    {
        var sb = new StringBuilder();
        sb.AppendLine("day,store_id,orders,net");
        foreach (var s in report.Stores)
        {
            sb.Append(report.Day.ToString("yyyy-MM-dd", Inv)).Append(',')
              .Append(s.StoreId.ToString(Inv)).Append(',')
              .Append(s.Orders.ToString(Inv)).Append(',')
              .AppendLine(s.Net.ToString("0.00", Inv));
        }
        sb.Append(report.Day.ToString("yyyy-MM-dd", Inv)).Append(",ALL,")
          .Append(report.Orders.ToString(Inv)).Append(',')
          .AppendLine(report.Net.ToString("0.00", Inv));
        return Encoding.UTF8.GetPreamble().Concat(Encoding.UTF8.GetBytes(sb.ToString())).ToArray();
    }

    public byte[] Orders(IEnumerable<Order> orders)
    {
        var sb = new StringBuilder();
        sb.AppendLine("number,store_id,paid_at,currency,lines");
        foreach (var o in orders)
        {
            sb.Append(o.Number).Append(',').Append(o.StoreId.ToString(Inv)).Append(',')
              .Append(o.PaidAt.ToString("u", Inv)).Append(',').Append(o.Currency).Append(',')
              .AppendLine(o.Lines.Count.ToString(Inv));
        }
        return Encoding.UTF8.GetPreamble().Concat(Encoding.UTF8.GetBytes(sb.ToString())).ToArray();
    }
}
