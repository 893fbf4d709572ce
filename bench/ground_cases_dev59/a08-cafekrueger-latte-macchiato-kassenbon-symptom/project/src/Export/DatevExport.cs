using System.Globalization;
using System.Text;
using CafeKrueger.Kasse.Steuer;

namespace CafeKrueger.Kasse.Export;

/// <summary>Tagesumsätze als CSV für den Steuerberater (DATEV-Buchungsstapel, vereinfacht).</summary>
public static class DatevExport
{
    private static readonly CultureInfo De = CultureInfo.GetCultureInfo("de-DE");

    // Erlöskonten SKR03
    private const string Erloese7 = "8300";
    private const string Erloese19 = "8400";
    private const string ErloesePfand = "1590"; // Pfand ist kein Erlös: durchlaufender Posten (Wunsch Steuerberater)

    public static string Csv(IEnumerable<Bon> bons, DateOnly tag)
    {
        var sb = new StringBuilder();
        sb.AppendLine("Umsatz;Soll/Haben;Konto;Gegenkonto;Belegdatum;Buchungstext");
        var summen = bons.SelectMany(b => b.Positionen.Select(p => (Satz: MwStRechner.Satz(p.Artikel, b.Verzehr), p.Brutto)))
            .GroupBy(x => x.Satz)
            .Select(g => (Satz: g.Key, Brutto: g.Sum(x => x.Brutto)));
        foreach (var (satz, brutto) in summen)
        {
            var konto = satz == MwStRechner.Satz7 ? Erloese7 : satz == MwStRechner.Satz19 ? Erloese19 : ErloesePfand;
            sb.AppendLine(string.Join(';', brutto.ToString("0.00", De), "H", konto, "1000",
                tag.ToString("ddMM", De), $"Kasse {tag:dd.MM.} {(satz * 100):0} %"));
        }
        return sb.ToString();
    }
}
