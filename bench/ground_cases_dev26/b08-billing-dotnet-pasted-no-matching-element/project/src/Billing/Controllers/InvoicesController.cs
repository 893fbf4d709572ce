using Billing.Services;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Billing.Controllers;

[ApiController]
[Route("api/invoices")]
[Authorize]
public sealed class InvoicesController : ControllerBase
{
    private readonly InvoiceService _service;
    private readonly IInvoicePdfRenderer _pdf;

    public InvoicesController(InvoiceService service, IInvoicePdfRenderer pdf)
    {
        _service = service;
        _pdf = pdf;
    }

    [HttpGet("{id:guid}")]
    public async Task<IActionResult> Get(Guid id, CancellationToken ct)
    {
        var invoice = await _service.FindAsync(id, ct);
        if (invoice is null)
        {
            return NotFound();
        }

        return Ok(InvoiceDto.From(invoice, _service.IsOverdue(invoice)));
    }

    [HttpGet("{id:guid}/pdf")]
    public async Task<IActionResult> GetPdf(Guid id, CancellationToken ct)
    {
        var invoice = await _service.FindAsync(id, ct);
        if (invoice is null)
        {
            return NotFound();
        }

        var bytes = _pdf.Render(_service.BuildPdfModel(invoice));
        return File(bytes, "application/pdf", $"{invoice.Number}.pdf");
    }
}
