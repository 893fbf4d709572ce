using System.Runtime.CompilerServices;
using Microsoft.Data.SqlClient;

namespace Billing.Exports;

public sealed record Customer(Guid Id, string Name, string Email, string? CountryCode, decimal LifetimeValue, DateOnly? LastInvoiceOn);

public sealed record Invoice(string Number, Guid CustomerId, DateOnly IssuedOn, decimal Net, decimal Vat, string Currency, string Status);

public interface IBillingStore
{
    IAsyncEnumerable<Customer> CustomersAsync(CancellationToken ct);
    IAsyncEnumerable<Invoice> InvoicesAsync(DateOnly from, DateOnly to, CancellationToken ct);
}

public sealed class SqlBillingStore(IConfiguration config) : IBillingStore
{
    private readonly string _cs = config.GetConnectionString("Billing") ?? throw new InvalidOperationException("no Billing connection string");

    public async IAsyncEnumerable<Customer> CustomersAsync([EnumeratorCancellation] CancellationToken ct)
    {
        await using var conn = new SqlConnection(_cs);
        await conn.OpenAsync(ct);
        var cmd = new SqlCommand("SELECT id, name, email, country_code, lifetime_value, last_invoice_on FROM billing.customer_summary ORDER BY name", conn);
        await using var r = await cmd.ExecuteReaderAsync(ct);
        while (await r.ReadAsync(ct))
        {
            yield return new Customer(r.GetGuid(0), r.GetString(1), r.GetString(2), r.IsDBNull(3) ? null : r.GetString(3),
                r.GetDecimal(4), r.IsDBNull(5) ? null : DateOnly.FromDateTime(r.GetDateTime(5)));
        }
    }

    public async IAsyncEnumerable<Invoice> InvoicesAsync(DateOnly from, DateOnly to, [EnumeratorCancellation] CancellationToken ct)
    {
        await using var conn = new SqlConnection(_cs);
        await conn.OpenAsync(ct);
        var cmd = new SqlCommand(
            "SELECT number, customer_id, issued_on, net, vat, currency, status FROM billing.invoice WHERE issued_on >= @from AND issued_on < @to ORDER BY issued_on, number", conn);
        cmd.Parameters.AddWithValue("@from", from.ToDateTime(TimeOnly.MinValue));
        cmd.Parameters.AddWithValue("@to", to.ToDateTime(TimeOnly.MinValue));
        await using var r = await cmd.ExecuteReaderAsync(ct);
        while (await r.ReadAsync(ct))
        {
            yield return new Invoice(r.GetString(0), r.GetGuid(1), DateOnly.FromDateTime(r.GetDateTime(2)),
                r.GetDecimal(3), r.GetDecimal(4), r.GetString(5), r.GetString(6));
        }
    }
}
