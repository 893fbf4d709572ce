using Billing.Domain;
using Billing.Pdf;

namespace Billing.Services;

public sealed class InvoiceService
{
    private readonly IInvoiceRepository _invoices;
    private readonly IExchangeRateRepository _rates;
    private readonly TimeProvider _clock;

    public InvoiceService(IInvoiceRepository invoices, IExchangeRateRepository rates, TimeProvider clock)
    {
        _invoices = invoices;
        _rates = rates;
        _clock = clock;
    }

    public Task<Invoice?> FindAsync(Guid id, CancellationToken ct) => _invoices.FindAsync(id, ct);

    public InvoicePdfModel BuildPdfModel(Invoice invoice)
    {
        var lines = invoice.Lines
            .Select(l => new InvoicePdfLine(
                l.Description,
                l.Quantity,
                l.UnitPrice,
                ConvertToJpy(l.UnitPrice * l.Quantity, invoice.IssuedOn)))
            .ToList();

        return new InvoicePdfModel(
            invoice.Number,
            invoice.CustomerName,
            invoice.IssuedOn,
            invoice.DueOn,
            lines,
            lines.Sum(l => l.AmountJpy));
    }

    /// <summary>Converts to yen with the rate in effect on <paramref name="date"/>.</summary>
    public decimal ConvertToJpy(Money amount, DateOnly date)
    {
        if (amount.Currency == "JPY")
        {
            return amount.Value;
        }

        var rate = _rates.GetRates(amount.Currency).First(r => r.EffectiveDate <= date);
        return decimal.Round(amount.Value * rate.Rate, 0, MidpointRounding.ToZero);
    }

    public bool IsOverdue(Invoice invoice) =>
        invoice.Status != InvoiceStatus.Paid
        && DateOnly.FromDateTime(_clock.GetLocalNow().DateTime) > invoice.DueOn;
}
