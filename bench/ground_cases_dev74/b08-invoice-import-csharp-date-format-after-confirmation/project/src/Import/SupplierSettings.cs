using System.Globalization;

namespace InvoiceImport.Import;

public sealed record SupplierSettings(string Code, string Name, CultureInfo Culture, string Currency)
{
    private static readonly Dictionary<string, SupplierSettings> Known = new(StringComparer.OrdinalIgnoreCase)
    {
        ["TAKEDA"] = new("TAKEDA", "竹田化成", CultureInfo.GetCultureInfo("ja-JP"), "JPY"),
        ["KOBAYASHI"] = new("KOBAYASHI", "小林精機", CultureInfo.GetCultureInfo("ja-JP"), "JPY"),
        ["MUELLER"] = new("MUELLER", "Müller Feinmechanik GmbH", CultureInfo.GetCultureInfo("de-DE"), "EUR"),
        ["DUPONT"] = new("DUPONT", "Dupont Industrie SA", CultureInfo.GetCultureInfo("fr-FR"), "EUR"),
        ["HUBER"] = new("HUBER", "Huber Präzision GmbH", CultureInfo.GetCultureInfo("de-AT"), "EUR"),
    };

    public static SupplierSettings For(string code) =>
        Known.TryGetValue(code, out var s)
            ? s
            : throw new ArgumentException($"unknown supplier: {code}", nameof(code));

    public static IEnumerable<SupplierSettings> All => Known.Values;
}
