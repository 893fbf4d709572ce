using System.Globalization;
using System.Text;
using Quotaly.Admin.Billing;

namespace Quotaly.Admin.Exports;

/// <summary>Monthly CSV for finance: one row per invoice.</summary>
public static class InvoiceCsvWriter
{
    public const string Header = "number,workspace,plan,issued_on,amount,currency,status";

    public static void Write(TextWriter w, IEnumerable<Invoice> invoices) => Write(w, invoices, []);

    public static void Write(TextWriter w, IEnumerable<Invoice> invoices, IEnumerable<CreditNote> creditNotes)
    {
        w.WriteLine(Header);
        foreach (var inv in invoices)
        {
            w.WriteLine(string.Join(",",
                Escape(inv.Number),
                Escape(inv.WorkspaceName),
                inv.PlanCode,
                FormatDate(inv.IssuedOn),
                FormatAmount(inv.Total),
                inv.Currency,
                inv.Status));
        }
        foreach (var cn in creditNotes)
        {
            w.WriteLine(string.Join(",",
                Escape(cn.Number),
                Escape(cn.Invoice?.WorkspaceName ?? ""),
                cn.Invoice?.PlanCode ?? "",
                FormatDate(cn.IssuedOn),
                FormatAmount(-cn.Amount),
                cn.Invoice?.Currency ?? "USD",
                "credit"));
        }
    }

    public static string FormatAmount(decimal amount) => amount.ToString("0.00", CultureInfo.InvariantCulture);

    public static string FormatDate(DateOnly date) => date.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture);

    public static string Escape(string value)
    {
        if (value.IndexOfAny([',', '"', '\n', '\r']) < 0)
        {
            return value;
        }
        return "\"" + value.Replace("\"", "\"\"") + "\"";
    }
}
