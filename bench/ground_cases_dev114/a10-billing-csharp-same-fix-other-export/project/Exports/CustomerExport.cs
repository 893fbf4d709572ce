using System.Globalization;

namespace Billing.Exports;

public sealed class CustomerExport
{
    private readonly IBillingStore _store;

    public CustomerExport(IBillingStore store) => _store = store;

    public async Task<byte[]> BuildAsync(CancellationToken ct)
    {
        var csv = new CsvWriter().Row("customer_id", "name", "email", "country", "lifetime_value", "last_invoice");
        await foreach (var c in _store.CustomersAsync(ct))
        {
            csv.Row(
                c.Id.ToString(),
                c.Name,
                c.Email,
                c.CountryCode ?? "",
                c.LifetimeValue.ToString("0.00", CultureInfo.InvariantCulture),
                c.LastInvoiceOn?.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture) ?? "");
        }
        return csv.ToBytes();
    }
}
