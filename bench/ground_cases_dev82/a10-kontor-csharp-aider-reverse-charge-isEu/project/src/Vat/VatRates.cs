namespace Kontor.Invoicing.Vat;

/// <summary>Standard VAT rates of the EU countries we invoice to, in percent.</summary>
public static class VatRates
{
    private static readonly Dictionary<string, decimal> Standard = new()
    {
        ["DE"] = 19m,
        ["FR"] = 20m,
        ["IT"] = 22m,
        ["ES"] = 21m,
        ["PL"] = 23m,
        ["NL"] = 21m,
        ["BE"] = 21m,
        ["AT"] = 20m,
    };

    private static readonly HashSet<string> EuCountries = new()
    {
        "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU",
        "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK",
    };

    public static bool IsEu(string countryCode) => EuCountries.Contains(countryCode.ToUpperInvariant());

    public static decimal StandardRate(string countryCode)
    {
        if (!Standard.TryGetValue(countryCode.ToUpperInvariant(), out var rate))
        {
            throw new ArgumentException($"no VAT rate configured for {countryCode}", nameof(countryCode));
        }
        return rate;
    }
}
