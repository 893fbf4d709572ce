using System.Globalization;
using System.Text;
using CafeKrueger.Kasse.Steuer;

namespace CafeKrueger.Kasse.Drucken;

/// <summary>Baut den Kassenbon als Text für den 58-mm-Drucker (32 Zeichen breit).</summary>
public static class BonDrucker
{
    private static readonly CultureInfo De = CultureInfo.GetCultureInfo("de-DE");
    private const int Breite = 32;

    public static string Text(Bon bon)
    {
        var sb = new StringBuilder();
        sb.AppendLine(Mitte("Café Krüger"));
        sb.AppendLine(Mitte("Hauptstr. 12 · 69117 Heidelberg"));
        sb.AppendLine($"Bon {bon.Nummer}  {bon.Zeit.ToString("dd.MM.yyyy HH:mm", De)}");
        sb.AppendLine(bon.Verzehr == Verzehr.AusserHaus ? "*** AUSSER HAUS ***" : "Verzehr im Haus");
        sb.AppendLine(new string('-', Breite));

        var steuer = new Dictionary<decimal, decimal>(); // Satz -> Brutto
        foreach (var p in bon.Positionen)
        {
            var satz = MwStRechner.Satz(p.Artikel, bon.Verzehr);
            var kz = MwStRechner.Kennbuchstabe(satz);
            sb.AppendLine(Zeile($"{p.Menge} {p.Artikel.Name}", $"{p.Brutto.ToString("N2", De)} {kz}"));
            steuer[satz] = steuer.GetValueOrDefault(satz) + p.Brutto;
        }

        sb.AppendLine(new string('-', Breite));
        sb.AppendLine(Zeile("SUMME EUR", bon.Summe.ToString("N2", De)));
        foreach (var (satz, brutto) in steuer.OrderBy(s => s.Key))
        {
            var kz = MwStRechner.Kennbuchstabe(satz);
            // Steuer aus der Bruttosumme je Satz, nicht je Position: sonst summieren sich Rundungscent
            var mwst = MwStRechner.SteuerAusBrutto(brutto, satz);
            sb.AppendLine(Zeile($"{kz} = {(satz * 100).ToString("0", De)} % MwSt", mwst.ToString("N2", De)));
        }
        sb.AppendLine(Mitte("Vielen Dank und bis bald!"));
        return sb.ToString();
    }

    private static string Zeile(string links, string rechts) =>
        links.Length + rechts.Length >= Breite
            ? links[..(Breite - rechts.Length - 1)] + " " + rechts
            : links + new string(' ', Breite - links.Length - rechts.Length) + rechts;

    private static string Mitte(string text) =>
        text.Length >= Breite ? text : new string(' ', (Breite - text.Length) / 2) + text;
}
