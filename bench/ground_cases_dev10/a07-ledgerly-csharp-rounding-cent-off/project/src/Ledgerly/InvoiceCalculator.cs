namespace Ledgerly;

/// <summary>
/// Computes invoice totals. Each line is rounded to cents (net and VAT separately), and the invoice
/// totals are the sums of the rounded lines, which is how the bank's reconciliation recomputes them.
/// </summary>
public sealed class InvoiceCalculator
{
    private readonly IReadOnlyDictionary<VatRate, decimal> _rates;

    public InvoiceCalculator(IReadOnlyDictionary<VatRate, decimal>? rates = null)
    {
        _rates = rates ?? new Dictionary<VatRate, decimal>
        {
            [VatRate.Zero] = 0m,
            [VatRate.Reduced] = 0.09m,
            [VatRate.Standard] = 0.21m,
        };
    }

    public InvoiceTotals Calculate(Invoice invoice)
    {
        if (invoice.Lines.Count == 0)
        {
            throw new ArgumentException($"invoice {invoice.Number} has no lines", nameof(invoice));
        }

        var lines = invoice.Lines.Select(CalculateLine).ToList();
        var net = lines.Sum(l => l.Net);
        var vat = lines.Sum(l => l.Vat);
        return new InvoiceTotals(invoice.Number, lines, net, vat, net + vat);
    }

    public LineTotals CalculateLine(InvoiceLine line)
    {
        if (line.Quantity <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(line), $"quantity must be positive: {line.Description}");
        }

        decimal net = RoundCents(line.Quantity * line.UnitPrice);
        decimal vat = RoundCents(net * _rates[line.Vat]);
        return new LineTotals(line, net, vat, net + vat);
    }

    public decimal RateOf(VatRate rate) => _rates[rate];

    private static decimal RoundCents(decimal amount) => Math.Round(amount, 2);
}
