using System.Globalization;

namespace Kura.Import;

public static class PriceParser
{
    public static decimal Parse(string raw)
    {
        var normalized = raw.Trim().Replace(",", ".");
        return decimal.Parse(normalized, NumberStyles.Number, CultureInfo.InvariantCulture);
    }
}
