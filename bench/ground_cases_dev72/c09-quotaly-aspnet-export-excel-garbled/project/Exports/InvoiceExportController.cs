using System.Text;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;
using Quotaly.Admin.Billing;

namespace Quotaly.Admin.Exports;

[ApiController]
[Route("admin/exports/invoices")]
[Authorize(Policy = "Finance")]
public class InvoiceExportController(BillingDb db) : ControllerBase
{
    [HttpGet("{year:int}/{month:int}")]
    public async Task<IActionResult> ExportMonth(int year, int month, CancellationToken ct)
    {
        var from = new DateOnly(year, month, 1);
        var to = from.AddMonths(1);

        var invoices = await db.Invoices
            .Where(i => i.IssuedOn >= from && i.IssuedOn < to)
            .OrderBy(i => i.IssuedOn).ThenBy(i => i.Number)
            .ToListAsync(ct);

        var creditNotes = await db.CreditNotes
            .Include(c => c.Invoice)
            .Where(c => c.IssuedOn >= from && c.IssuedOn < to)
            .OrderBy(c => c.IssuedOn).ThenBy(c => c.Number)
            .ToListAsync(ct);

        var buffer = new MemoryStream();
        await using (var writer = new StreamWriter(buffer, new UTF8Encoding(false), leaveOpen: true))
        {
            InvoiceCsvWriter.Write(writer, invoices, creditNotes);
        }
        buffer.Position = 0;

        return File(buffer, "text/csv; charset=utf-8", $"invoices-{year:D4}-{month:D2}.csv");
    }
}
