namespace CafeKrueger.Kasse.Steuer;

/// <summary>
/// Umsatzsteuer je Position (Stand 2024: Speisen im Restaurant wieder 19 %).
/// Kennbuchstaben auf dem Bon: A = 7 %, B = 19 %, C = 0 % (Pfand).
/// </summary>
public static class MwStRechner
{
    public const decimal Satz7 = 0.07m;
    public const decimal Satz19 = 0.19m;
    public const decimal Satz0 = 0m;

    public static decimal Satz(Artikel a, Verzehr verzehr)
    {
        switch (a.Kategorie)
        {
            case Kategorie.Pfand:
                return Satz0;
            case Kategorie.Speise:
                // außer Haus 7 %, im Café 19 %
                return verzehr == Verzehr.AusserHaus ? Satz7 : Satz19;
            case Kategorie.Getraenk:
                // Milchmischgetränke mit mindestens 75 % Milch gelten außer Haus als Lebensmittel
                if (verzehr == Verzehr.AusserHaus && a.MilchAnteilProzent > 75)
                    return Satz7;
                return Satz19;
            default:
                return Satz19;
        }
    }

    public static char Kennbuchstabe(decimal satz) => satz switch
    {
        Satz7 => 'A',
        Satz19 => 'B',
        _ => 'C',
    };

    /// <summary>Steueranteil aus einem Bruttobetrag (auf Cent gerundet, kaufmännisch).</summary>
    public static decimal SteuerAusBrutto(decimal brutto, decimal satz) =>
        Math.Round(brutto - brutto / (1 + satz), 2, MidpointRounding.AwayFromZero);
}
