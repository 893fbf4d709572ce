namespace Kontor.Invoicing;

/// <summary>Amounts in EUR with two decimals; all invoice math goes through here.</summary>
public static class Money
{
    public static decimal Round(decimal amount) => Math.Round(amount, 2, MidpointRounding.AwayFromZero);

    public static decimal Percent(decimal amount, decimal percent) => Round(amount * percent / 100m);

    public static string Format(decimal amount) =>
        amount.ToString("#,##0.00", System.Globalization.CultureInfo.GetCultureInfo("de-DE")) + " €";

    public static decimal Sum(IEnumerable<decimal> amounts)
    {
        var total = 0m;
        foreach (var a in amounts)
        {
            total += a;
        }
        return Round(total);
    }
}
