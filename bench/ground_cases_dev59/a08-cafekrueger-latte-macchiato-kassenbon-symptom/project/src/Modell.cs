namespace CafeKrueger.Kasse;

public enum Kategorie { Getraenk, Speise, Pfand }

public enum Verzehr { ImHaus, AusserHaus }

public sealed record Artikel(int Nr, string Name, decimal Preis, Kategorie Kategorie, int MilchAnteilProzent);

public sealed record Position(Artikel Artikel, int Menge)
{
    public decimal Brutto => Artikel.Preis * Menge;
}

public sealed class Bon
{
    public int Nummer { get; init; }
    public DateTimeOffset Zeit { get; init; }
    public Verzehr Verzehr { get; init; }
    public List<Position> Positionen { get; } = new();
    public decimal Summe => Positionen.Sum(p => p.Brutto);
}
