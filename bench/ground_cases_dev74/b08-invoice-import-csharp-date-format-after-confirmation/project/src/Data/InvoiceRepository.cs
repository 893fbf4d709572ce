using Dapper;
using InvoiceImport.Import;
using Npgsql;

namespace InvoiceImport.Data;

public sealed class InvoiceRepository(string connectionString)
{
    private const string Upsert = """
        INSERT INTO supplier_invoices (supplier_code, invoice_number, line_no, invoice_date, item_code,
                                       description, quantity, unit_price, amount, imported_at)
        VALUES (@Supplier, @InvoiceNumber, @LineNo, @InvoiceDate, @ItemCode,
                @Description, @Quantity, @UnitPrice, @Amount, now())
        ON CONFLICT (supplier_code, invoice_number, line_no) DO UPDATE SET
            invoice_date = EXCLUDED.invoice_date, item_code = EXCLUDED.item_code,
            description = EXCLUDED.description, quantity = EXCLUDED.quantity,
            unit_price = EXCLUDED.unit_price, amount = EXCLUDED.amount, imported_at = now()
        """;

    public async Task<int> UpsertAsync(string supplier, IReadOnlyList<ParsedInvoiceLine> lines)
    {
        await using var conn = new NpgsqlConnection(connectionString);
        await conn.OpenAsync();
        await using var tx = await conn.BeginTransactionAsync();
        var lineNo = new Dictionary<string, int>();
        foreach (var l in lines)
        {
            lineNo[l.InvoiceNumber] = lineNo.GetValueOrDefault(l.InvoiceNumber) + 1;
            await conn.ExecuteAsync(Upsert, new
            {
                Supplier = supplier, l.InvoiceNumber, LineNo = lineNo[l.InvoiceNumber],
                InvoiceDate = l.InvoiceDate.ToDateTime(TimeOnly.MinValue), l.ItemCode, l.Description,
                l.Quantity, l.UnitPrice, l.Amount,
            }, tx);
        }
        await tx.CommitAsync();
        return lines.Count;
    }
}
