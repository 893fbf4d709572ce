using Billing.Data;
using Billing.Models;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Logging;

namespace Billing.Services;

public sealed class InvoiceService
{
    private readonly BillingDbContext _db;
    private readonly TimeProvider _clock;
    private readonly ILogger<InvoiceService> _logger;

    public InvoiceService(BillingDbContext db, TimeProvider clock, ILogger<InvoiceService> logger)
    {
        _db = db;
        _clock = clock;
        _logger = logger;
    }

    public async Task<Invoice> CreateInvoiceAsync(int customerId, IReadOnlyList<InvoiceLine> lines, CancellationToken ct)
    {
        if (lines.Count == 0)
        {
            throw new ArgumentException("An invoice needs at least one line.", nameof(lines));
        }

        var year = _clock.GetUtcNow().Year;
        var sequence = await NextSequenceAsync(year, ct);
        var invoice = new Invoice
        {
            CustomerId = customerId,
            Year = year,
            Sequence = sequence,
            Number = $"INV-{year}-{sequence:D5}",
            IssuedAt = _clock.GetUtcNow(),
            Lines = lines.ToList(),
            Total = lines.Sum(l => l.UnitPrice * l.Quantity),
        };

        _db.Invoices.Add(invoice);
        await _db.SaveChangesAsync(ct);
        return invoice;
    }

    private async Task<int> NextSequenceAsync(int year, CancellationToken ct)
    {
        var last = await _db.Invoices.Where(i => i.Year == year).MaxAsync(i => (int?)i.Sequence, ct) ?? 0;
        return last + 1;
    }

    public Task<Invoice?> FindByNumberAsync(string number, CancellationToken ct) =>
        _db.Invoices.Include(i => i.Lines).SingleOrDefaultAsync(i => i.Number == number, ct);
}
