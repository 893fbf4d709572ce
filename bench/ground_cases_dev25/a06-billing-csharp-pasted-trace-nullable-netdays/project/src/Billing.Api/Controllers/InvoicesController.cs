using Billing.Core.Services;
using Microsoft.AspNetCore.Mvc;

namespace Billing.Api.Controllers;

[ApiController]
[Route("invoices")]
public sealed class InvoicesController : ControllerBase
{
    private readonly InvoiceService _service;

    public InvoicesController(InvoiceService service)
    {
        _service = service;
    }

    [HttpGet("{id:guid}")]
    public async Task<IActionResult> Get(Guid id, CancellationToken ct)
    {
        var invoice = await _service.GetAsync(id, ct);
        return invoice is null ? NotFound() : Ok(InvoiceDto.From(invoice, _service.GetDueDate(invoice)));
    }

    [HttpGet("{id:guid}/pdf")]
    public async Task<IActionResult> Pdf(Guid id, CancellationToken ct)
    {
        var pdf = await _service.RenderPdfAsync(id, ct);
        return pdf is null ? NotFound() : File(pdf, "application/pdf", $"invoice-{id}.pdf");
    }

    [HttpPost("{id:guid}/issue")]
    public async Task<IActionResult> Issue(Guid id, CancellationToken ct)
    {
        try
        {
            var invoice = await _service.IssueAsync(id, ct);
            return Ok(InvoiceDto.From(invoice, _service.GetDueDate(invoice)));
        }
        catch (KeyNotFoundException)
        {
            return NotFound();
        }
    }

    [HttpGet("overdue")]
    public async Task<IActionResult> Overdue(CancellationToken ct)
    {
        var overdue = await _service.ListOverdueAsync(ct);
        return Ok(overdue.Select(i => InvoiceDto.From(i, _service.GetDueDate(i))));
    }
}
