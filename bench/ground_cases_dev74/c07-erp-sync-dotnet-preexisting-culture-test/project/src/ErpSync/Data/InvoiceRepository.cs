using Dapper;
using Npgsql;

namespace ErpSync.Data;

public sealed record InvoiceRow(
    string ErpId,
    string Number,
    string CustomerNo,
    string Currency,
    decimal NetAmount,
    decimal TaxAmount,
    DateOnly InvoiceDate,
    string Status);

public sealed class InvoiceRepository(string connectionString)
{
    public async Task<DateTimeOffset> LastSyncAsync(CancellationToken ct)
    {
        await using var conn = new NpgsqlConnection(connectionString);
        var last = await conn.ExecuteScalarAsync<DateTimeOffset?>(
            new CommandDefinition("SELECT max(synced_at) FROM erp_invoices", cancellationToken: ct));
        return last ?? DateTimeOffset.UnixEpoch;
    }

    public async Task SaveAsync(IEnumerable<InvoiceRow> rows, CancellationToken ct)
    {
        await using var conn = new NpgsqlConnection(connectionString);
        await conn.OpenAsync(ct);
        await using var tx = await conn.BeginTransactionAsync(ct);
        foreach (var r in rows)
        {
            await conn.ExecuteAsync(new CommandDefinition(
                """
                INSERT INTO erp_invoices (erp_id, number, customer_no, currency, net_amount, tax_amount, invoice_date, status, synced_at)
                VALUES (@ErpId, @Number, @CustomerNo, @Currency, @NetAmount, @TaxAmount, @InvoiceDate, @Status, now())
                ON CONFLICT (erp_id) DO UPDATE SET
                    number = EXCLUDED.number, customer_no = EXCLUDED.customer_no, currency = EXCLUDED.currency,
                    net_amount = EXCLUDED.net_amount, tax_amount = EXCLUDED.tax_amount,
                    invoice_date = EXCLUDED.invoice_date, status = EXCLUDED.status, synced_at = now()
                """, r, tx, cancellationToken: ct));
        }
        await tx.CommitAsync(ct);
    }
}
