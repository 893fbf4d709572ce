namespace Billing.Exports;

public sealed class InvoiceExport
{
    private readonly IBillingStore _store;

    public InvoiceExport(IBillingStore store) => _store = store;

    public async Task<byte[]> BuildAsync(DateOnly from, DateOnly to, CancellationToken ct)
    {
        var csv = new CsvWriter().Row("number", "customer_id", "issued_on", "net", "vat", "currency", "status");
        await foreach (var inv in _store.InvoicesAsync(from, to, ct))
        {
            var issued = inv.IssuedOn.ToString("yyyy-MM-dd");
            var net = inv.Net.ToString("0.00");
            var vat = inv.Vat.ToString("0.00");
            csv.Row(inv.Number, inv.CustomerId.ToString(), issued, net, vat, inv.Currency, inv.Status);
        }
        return csv.ToBytes();
    }
}
