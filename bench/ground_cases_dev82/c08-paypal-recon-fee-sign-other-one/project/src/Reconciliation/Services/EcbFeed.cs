using System.Globalization;
using System.Xml.Linq;

namespace Hexa.Reconciliation.Services;

/// <summary>Reads the ECB euro foreign exchange reference rates (90-day history feed).</summary>
public static class EcbFeed
{
    private const string Url = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml";
    private static readonly XNamespace Ns = "http://www.ecb.int/vocabulary/2002-08-01/eurofxref";

    public static Dictionary<string, decimal> Fetch(HttpClient http, DateOnly day)
    {
        var xml = XDocument.Parse(http.GetStringAsync(Url).GetAwaiter().GetResult());
        // ECB publishes on TARGET working days only: fall back to the latest earlier day.
        var days = xml.Descendants(Ns + "Cube")
            .Where(c => c.Attribute("time") != null)
            .Select(c => (Day: DateOnly.ParseExact(c.Attribute("time")!.Value, "yyyy-MM-dd", CultureInfo.InvariantCulture), Cube: c))
            .Where(x => x.Day <= day)
            .OrderByDescending(x => x.Day)
            .ToList();
        if (days.Count == 0)
        {
            throw new InvalidOperationException($"no ECB rates on or before {day:yyyy-MM-dd}");
        }
        return days[0].Cube.Elements(Ns + "Cube").ToDictionary(
            c => c.Attribute("currency")!.Value,
            c => decimal.Parse(c.Attribute("rate")!.Value, CultureInfo.InvariantCulture));
    }
}
