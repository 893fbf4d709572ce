using Billing.Core.Models;
using Billing.Core.Pdf;
using Billing.Core.Persistence;
using Microsoft.Extensions.Logging;

namespace Billing.Core.Services;

public sealed class InvoiceService
{
    private readonly IInvoiceRepository _invoices;
    private readonly TimeProvider _clock;
    private readonly ILogger<InvoiceService> _logger;
    private readonly IInvoicePdfRenderer _pdf;

    public InvoiceService(IInvoiceRepository invoices, TimeProvider clock, ILogger<InvoiceService> logger,
        IInvoicePdfRenderer pdf)
    {
        _invoices = invoices;
        _clock = clock;
        _logger = logger;
        _pdf = pdf;
    }

    public Task<Invoice?> GetAsync(Guid id, CancellationToken ct = default)
        => _invoices.FindAsync(id, ct);

    public async Task<byte[]?> RenderPdfAsync(Guid id, CancellationToken ct = default)
    {
        var invoice = await _invoices.FindAsync(id, ct);
        if (invoice is null || invoice.Status == InvoiceStatus.Draft)
        {
            return null;
        }

        return await _pdf.RenderAsync(invoice, GetDueDate(invoice), ct);
    }

    public async Task<IReadOnlyList<Invoice>> ListOverdueAsync(CancellationToken ct = default)
    {
        var today = DateOnly.FromDateTime(_clock.GetUtcNow().UtcDateTime);
        var open = await _invoices.ListOpenAsync(ct);
        return open.Where(i => GetDueDate(i) < today).ToList();
    }

    public DateOnly GetDueDate(Invoice invoice)
    {
        var netDays = invoice.Customer.Terms.NetDays.Value;
        return invoice.IssuedOn.AddDays(netDays);
    }

    public async Task<Invoice> IssueAsync(Guid id, CancellationToken ct = default)
    {
        var invoice = await _invoices.FindAsync(id, ct)
            ?? throw new KeyNotFoundException($"Invoice {id} not found");
        if (invoice.Status != InvoiceStatus.Draft)
        {
            throw new InvalidOperationException($"Invoice {invoice.Number} is already {invoice.Status}");
        }

        invoice.Status = InvoiceStatus.Issued;
        invoice.IssuedOn = DateOnly.FromDateTime(_clock.GetUtcNow().UtcDateTime);
        await _invoices.SaveAsync(invoice, ct);
        _logger.LogInformation("Issued invoice {Number} due {DueDate}", invoice.Number, GetDueDate(invoice));
        return invoice;
    }

    public async Task MarkPaidAsync(Guid id, decimal amount, CancellationToken ct = default)
    {
        var invoice = await _invoices.FindAsync(id, ct)
            ?? throw new KeyNotFoundException($"Invoice {id} not found");
        invoice.AmountPaid += amount;
        if (invoice.AmountPaid >= invoice.Total)
        {
            invoice.Status = InvoiceStatus.Paid;
        }
        await _invoices.SaveAsync(invoice, ct);
    }
}
