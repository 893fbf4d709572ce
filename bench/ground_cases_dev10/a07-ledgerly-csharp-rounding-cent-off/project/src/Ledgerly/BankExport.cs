using System.Globalization;
using System.Text;

namespace Ledgerly;

/// <summary>
/// Writes the semicolon-separated file the bank's reconciliation portal imports.
/// One row per invoice: number;customer;date;net;vat;gross;currency;vat breakdown.
/// </summary>
public static class BankExport
{
    private static readonly CultureInfo Invariant = CultureInfo.InvariantCulture;

    public static string Header =>
        "invoice;customer;date;net;vat;gross;currency;vat_breakdown";

    public static string Row(Invoice invoice, InvoiceTotals totals, InvoiceCalculator calculator)
    {
        var breakdown = string.Join('|', totals.VatByRate
            .OrderBy(kv => kv.Key)
            .Select(kv => $"{Math.Round(calculator.RateOf(kv.Key) * 100, 1).ToString(Invariant)}%={Money(kv.Value)}"));

        return string.Join(';',
            invoice.Number,
            Escape(invoice.Customer),
            invoice.Date.ToString("yyyy-MM-dd", Invariant),
            Money(totals.Net),
            Money(totals.Vat),
            Money(totals.Gross),
            invoice.Currency,
            breakdown);
    }

    public static string Write(IEnumerable<Invoice> invoices, InvoiceCalculator calculator)
    {
        var sb = new StringBuilder();
        sb.AppendLine(Header);
        foreach (var invoice in invoices)
        {
            sb.AppendLine(Row(invoice, calculator.Calculate(invoice), calculator));
        }
        return sb.ToString();
    }

    private static string Money(decimal value) => value.ToString("0.00", Invariant);

    private static string Escape(string value) =>
        value.Contains(';') || value.Contains('"') ? $"\"{value.Replace("\"", "\"\"")}\"" : value;
}
