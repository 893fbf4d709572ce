namespace Kassa.Receipts;

/// <summary>VAT contained in gross (tax-inclusive) prices.</summary>
public static class TaxCalculator
{
    public const decimal StandardRate = 0.19m;
    public const decimal ReducedRate = 0.07m;

    /// <summary>VAT in one gross amount, rounded to cents.</summary>
    public static decimal VatIn(decimal gross, decimal rate) =>
        Math.Round(gross * rate / (1 + rate), 2, MidpointRounding.AwayFromZero);

    /// <summary>VAT of one receipt line.</summary>
    public static decimal LineVat(OrderLine line) => VatIn(line.Gross, line.VatRate);

    /// <summary>VAT of the whole order per rate, as printed in the receipt's tax summary.</summary>
    public static IReadOnlyDictionary<decimal, decimal> VatByRate(IEnumerable<OrderLine> lines)
    {
        var result = new SortedDictionary<decimal, decimal>();
        foreach (var group in lines.GroupBy(l => l.VatRate))
        {
            result[group.Key] = VatIn(group.Sum(l => l.Gross), group.Key);
        }
        return result;
    }

    /// <summary>Shipping is taxed at the standard rate.</summary>
    public static decimal ShippingVat(decimal shippingGross) => VatIn(shippingGross, StandardRate);

    public static decimal Net(decimal gross, decimal vat) => gross - vat;
}
