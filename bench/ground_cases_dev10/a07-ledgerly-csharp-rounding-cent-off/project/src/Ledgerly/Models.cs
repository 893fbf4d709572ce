namespace Ledgerly;

public enum VatRate
{
    Zero,
    Reduced,
    Standard,
}

public sealed record InvoiceLine(string Description, decimal Quantity, decimal UnitPrice, VatRate Vat);

public sealed record Invoice(string Number, string Customer, DateOnly Date, IReadOnlyList<InvoiceLine> Lines)
{
    public string Currency { get; init; } = "EUR";
}

public sealed record LineTotals(InvoiceLine Line, decimal Net, decimal Vat, decimal Gross);

public sealed record InvoiceTotals(
    string Number,
    IReadOnlyList<LineTotals> Lines,
    decimal Net,
    decimal Vat,
    decimal Gross)
{
    public IReadOnlyDictionary<VatRate, decimal> VatByRate =>
        Lines.GroupBy(l => l.Line.Vat).ToDictionary(g => g.Key, g => g.Sum(l => l.Vat));
}
