using CafeKrueger.Kasse;
using CafeKrueger.Kasse.Steuer;
using Xunit;

public class MwStRechnerTests
{
    private static Artikel A(string name, Kategorie k, int milch = 0) => new(1, name, 3m, k, milch);

    [Fact]
    public void CroissantAusserHausSieben() =>
        Assert.Equal(MwStRechner.Satz7, MwStRechner.Satz(A("Croissant", Kategorie.Speise), Verzehr.AusserHaus));

    [Fact]
    public void CroissantImHausNeunzehn() =>
        Assert.Equal(MwStRechner.Satz19, MwStRechner.Satz(A("Croissant", Kategorie.Speise), Verzehr.ImHaus));

    [Fact]
    public void KakaoAusserHausSieben() =>
        Assert.Equal(MwStRechner.Satz7, MwStRechner.Satz(A("Kakao", Kategorie.Getraenk, 90), Verzehr.AusserHaus));

    [Fact]
    public void FilterkaffeeImmerNeunzehn() =>
        Assert.Equal(MwStRechner.Satz19, MwStRechner.Satz(A("Filterkaffee", Kategorie.Getraenk), Verzehr.AusserHaus));

    [Fact]
    public void CappuccinoAusserHausNeunzehn() =>
        Assert.Equal(MwStRechner.Satz19, MwStRechner.Satz(A("Cappuccino", Kategorie.Getraenk, 60), Verzehr.AusserHaus));

    [Fact]
    public void PfandOhneSteuer() =>
        Assert.Equal(MwStRechner.Satz0, MwStRechner.Satz(A("Pfand Becher", Kategorie.Pfand), Verzehr.AusserHaus));
}
