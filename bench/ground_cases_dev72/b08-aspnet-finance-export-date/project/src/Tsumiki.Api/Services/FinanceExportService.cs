using System.Globalization;
using System.Text;
using Tsumiki.Api.Models;

namespace Tsumiki.Api.Services;

/// <summary>Monthly invoice export for the finance team (経理).</summary>
public class FinanceExportService
{
    public string ToCsv(IEnumerable<Invoice> invoices)
    {
        var sb = new StringBuilder();
        sb.AppendLine("invoice_number,workspace,issued_on,subtotal,tax,total,status");
        foreach (var inv in invoices.OrderBy(i => i.IssuedAt))
        {
            sb.Append(inv.Number).Append(',');
            sb.Append(Escape(inv.WorkspaceName)).Append(',');
            sb.Append(inv.IssuedAt.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture)).Append(',');
            sb.Append(Dollars(inv.SubtotalCents)).Append(',');
            sb.Append(Dollars(inv.TaxCents)).Append(',');
            sb.Append(Dollars(inv.TotalCents)).Append(',');
            sb.Append(inv.Status).AppendLine();
        }
        return sb.ToString();
    }

    private static string Dollars(long cents) =>
        (cents / 100m).ToString("0.00", CultureInfo.InvariantCulture);

    private static string Escape(string value) =>
        value.Contains(',') || value.Contains('"') ? "\"" + value.Replace("\"", "\"\"") + "\"" : value;
}
