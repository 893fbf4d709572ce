using Billing.Api.Models;
using Billing.Api.Services;
using Microsoft.AspNetCore.Mvc;

namespace Billing.Api.Controllers;

[ApiController]
[Route("invoices")]
public class InvoicesController : ControllerBase
{
    private readonly IInvoiceService _invoices;

    public InvoicesController(IInvoiceService invoices) => _invoices = invoices;

    [HttpGet]
    public async Task<ActionResult<IEnumerable<InvoiceDto>>> List([FromQuery] int customerId, CancellationToken ct)
    {
        var items = await _invoices.ListAsync(customerId, ct);
        return Ok(items.Select(InvoiceDto.From));
    }

    [HttpGet("overdue")]
    public async Task<ActionResult<IEnumerable<InvoiceDto>>> Overdue(CancellationToken ct)
    {
        var items = await _invoices.ListOverdueAsync(ct);
        return Ok(items.Select(InvoiceDto.From));
    }

    [HttpGet("{id:int}")]
    public async Task<ActionResult<InvoiceDto>> Get(int id, CancellationToken ct)
    {
        var invoice = await _invoices.GetAsync(id, ct);
        return invoice is null ? NotFound() : Ok(InvoiceDto.From(invoice));
    }

    [HttpDelete("{id:int}")]
    public async Task<IActionResult> Delete(int id, CancellationToken ct) =>
        await _invoices.DeleteAsync(id, ct) ? NoContent() : NotFound();

    [HttpPost("{id:int}/restore")]
    public async Task<IActionResult> Restore(int id, CancellationToken ct) =>
        await _invoices.RestoreAsync(id, ct) ? NoContent() : NotFound();
}
