using System.Globalization;

namespace InvoiceImport.Import;

public sealed class InvoiceRowParser(CultureInfo culture)
{
    public (List<ParsedInvoiceLine> Lines, List<RowError> Errors) ParseAll(IEnumerable<InvoiceRow> rows)
    {
        var lines = new List<ParsedInvoiceLine>();
        var errors = new List<RowError>();
        foreach (var row in rows)
        {
            try
            {
                lines.Add(Parse(row));
            }
            catch (FormatException ex)
            {
                errors.Add(new RowError(row.SheetRow, ex.Message));
            }
        }
        return (lines, errors);
    }

    public ParsedInvoiceLine Parse(InvoiceRow row)
    {
        var quantity = ParseAmount(row.Quantity, culture);
        var unitPrice = ParseAmount(row.UnitPrice, culture);
        var amount = ParseAmount(row.Amount, culture);
        if (quantity * unitPrice != amount)
        {
            throw new FormatException($"amount mismatch: {quantity} x {unitPrice} != {amount}");
        }
        return new ParsedInvoiceLine(row.InvoiceNumber.Trim(), ParseDate(row.InvoiceDate), row.ItemCode.Trim(),
            row.Description.Trim(), quantity, unitPrice, amount);
    }

    public static decimal ParseAmount(string text, CultureInfo culture)
    {
        var s = text.Trim().Replace("¥", "").Replace("€", "").Replace("\u00a0", "").Trim();
        return decimal.Parse(s, NumberStyles.Number, culture);
    }

    public static DateOnly ParseDate(string text)
    {
        var d = DateTime.ParseExact(text.Trim(), "yyyy/MM/dd", CultureInfo.InvariantCulture);
        return DateOnly.FromDateTime(d);
    }
}
