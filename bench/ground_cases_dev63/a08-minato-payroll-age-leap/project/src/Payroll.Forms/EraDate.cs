namespace Payroll.Forms;

/// <summary>A date in the Japanese imperial era calendar (wareki).</summary>
public readonly record struct EraDate(string Era, int Year, int Month, int Day);

public static class Eras
{
    private sealed record Era(string Name, string Abbrev, DateOnly Start);

    // Newest first. Reiwa began on 2019-05-01, Heisei on 1989-01-08.
    private static readonly Era[] Table =
    {
        new("令和", "R", new DateOnly(2019, 5, 1)),
        new("平成", "H", new DateOnly(1989, 1, 8)),
        new("昭和", "S", new DateOnly(1926, 12, 25)),
        new("大正", "T", new DateOnly(1912, 7, 30)),
    };

    public static EraDate ToEra(DateOnly date)
    {
        foreach (var era in Table)
        {
            if (date >= era.Start)
            {
                return new EraDate(era.Name, date.Year - era.Start.Year + 1, date.Month, date.Day);
            }
        }
        throw new ArgumentOutOfRangeException(nameof(date), date, "before Taisho");
    }

    public static string Abbreviation(string eraName) =>
        Table.First(e => e.Name == eraName).Abbrev;
}
