using Billing.Core.Models;
using Billing.Core.Pdf;
using Billing.Core.Persistence;

namespace Billing.Core.Tests;

public sealed class FakeInvoiceRepository : IInvoiceRepository
{
    private readonly Dictionary<Guid, Invoice> _items = new();

    public void Add(Invoice invoice) => _items[invoice.Id] = invoice;

    public Task<Invoice?> FindAsync(Guid id, CancellationToken ct = default)
        => Task.FromResult(_items.GetValueOrDefault(id));

    public Task<IReadOnlyList<Invoice>> ListOpenAsync(CancellationToken ct = default)
        => Task.FromResult<IReadOnlyList<Invoice>>(
            _items.Values.Where(i => i.Status == InvoiceStatus.Issued).ToList());

    public Task SaveAsync(Invoice invoice, CancellationToken ct = default)
    {
        _items[invoice.Id] = invoice;
        return Task.CompletedTask;
    }
}

public sealed class FakePdfRenderer : IInvoicePdfRenderer
{
    public List<Guid> Rendered { get; } = new();

    public Task<byte[]> RenderAsync(Invoice invoice, DateOnly dueDate, CancellationToken ct = default)
    {
        Rendered.Add(invoice.Id);
        return Task.FromResult(new byte[] { 0x25, 0x50, 0x44, 0x46 });
    }
}
