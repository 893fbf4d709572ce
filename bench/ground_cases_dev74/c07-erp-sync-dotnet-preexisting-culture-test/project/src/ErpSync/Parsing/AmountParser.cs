using System.Globalization;

namespace ErpSync.Parsing;

/// <summary>
/// The ERP sends amounts as strings with a dot as decimal separator ("1234.50"),
/// occasionally with a currency suffix ("1234.50 EUR").
/// </summary>
public static class AmountParser
{
    public static decimal Parse(string raw)
    {
        if (string.IsNullOrWhiteSpace(raw))
        {
            throw new FormatException("empty amount");
        }

        var s = raw.Trim();
        var space = s.IndexOf(' ');
        if (space > 0)
        {
            s = s[..space];
        }

        return decimal.Parse(s, NumberStyles.Number);
    }

    public static decimal ParseOrZero(string? raw) =>
        string.IsNullOrWhiteSpace(raw) ? 0m : Parse(raw);
}
