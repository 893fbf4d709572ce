using Billing.Api.Data;
using Billing.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Billing.Api.Services;

public interface IInvoiceService
{
    Task<IReadOnlyList<Invoice>> ListAsync(int customerId, CancellationToken ct = default);
    Task<Invoice?> GetAsync(int id, CancellationToken ct = default);
    Task<bool> DeleteAsync(int id, CancellationToken ct = default);
    Task<bool> RestoreAsync(int id, CancellationToken ct = default);
    Task<IReadOnlyList<Invoice>> ListOverdueAsync(CancellationToken ct = default);
}

public class InvoiceService : IInvoiceService
{
    private readonly BillingDbContext _db;
    private readonly TimeProvider _clock;

    public InvoiceService(BillingDbContext db, TimeProvider clock)
    {
        _db = db;
        _clock = clock;
    }

    public async Task<IReadOnlyList<Invoice>> ListAsync(int customerId, CancellationToken ct = default) =>
        await _db.Invoices
            .AsNoTracking()
            .Where(i => i.CustomerId == customerId)
            .OrderByDescending(i => i.IssuedOn)
            .ToListAsync(ct);

    public Task<Invoice?> GetAsync(int id, CancellationToken ct = default) =>
        _db.Invoices.FirstOrDefaultAsync(i => i.Id == id, ct);

    public async Task<bool> DeleteAsync(int id, CancellationToken ct = default)
    {
        var invoice = await _db.Invoices.FirstOrDefaultAsync(i => i.Id == id, ct);
        if (invoice is null) return false;
        invoice.IsDeleted = true;
        invoice.DeletedAt = _clock.GetUtcNow();
        await _db.SaveChangesAsync(ct);
        return true;
    }

    public async Task<bool> RestoreAsync(int id, CancellationToken ct = default)
    {
        var invoice = await _db.Invoices.FirstOrDefaultAsync(i => i.Id == id, ct);
        if (invoice is null || !invoice.IsDeleted) return false;
        invoice.IsDeleted = false;
        invoice.DeletedAt = null;
        await _db.SaveChangesAsync(ct);
        return true;
    }

    public async Task<IReadOnlyList<Invoice>> ListOverdueAsync(CancellationToken ct = default)
    {
        var today = DateOnly.FromDateTime(_clock.GetUtcNow().UtcDateTime);
        return await _db.Invoices
            .AsNoTracking()
            .Where(i => i.DueOn < today && i.Status != InvoiceStatus.Paid && i.Status != InvoiceStatus.Void)
            .OrderBy(i => i.DueOn)
            .ToListAsync(ct);
    }
}
