using System.Globalization;
using System.Text;
using Reporting.Api.Services;

namespace Reporting.Api.Export;

/// <summary>CSV files for finance. Comma-separated, one header row, UTF-8.</summary>
public static class CsvExporter
{
    public static string MonthlyToCsv(IEnumerable<MonthlyRow> rows, DateOnly month)
    {
        var sb = new StringBuilder();
        sb.Append("# monthly report ").AppendLine(month.ToString("yyyy-MM", CultureInfo.InvariantCulture));
        sb.AppendLine("customer_id,customer_name,orders,total");
        foreach (var row in rows)
        {
            sb.Append(row.CustomerId.ToString(CultureInfo.InvariantCulture)).Append(',');
            sb.Append(Escape(row.CustomerName)).Append(',');
            sb.Append(row.Orders.ToString(CultureInfo.InvariantCulture)).Append(',');
            sb.Append(row.Total.ToString("N2")).AppendLine();
        }
        return sb.ToString();
    }

    internal static string Escape(string value)
    {
        if (value.IndexOfAny(new[] { ',', '"', '\n', '\r' }) < 0)
        {
            return value;
        }
        return "\"" + value.Replace("\"", "\"\"") + "\"";
    }
}
