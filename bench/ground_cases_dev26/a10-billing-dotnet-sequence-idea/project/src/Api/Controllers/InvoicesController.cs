using Billing.Models;
using Billing.Services;
using Microsoft.AspNetCore.Mvc;

namespace Billing.Api.Controllers;

[ApiController]
[Route("api/invoices")]
public sealed class InvoicesController(InvoiceService invoices, ILogger<InvoicesController> logger) : ControllerBase
{
    public sealed record CreateInvoiceRequest(int CustomerId, List<InvoiceLine> Lines);

    [HttpPost]
    public async Task<ActionResult<Invoice>> Create(CreateInvoiceRequest request, CancellationToken ct)
    {
        var invoice = await invoices.CreateInvoiceAsync(request.CustomerId, request.Lines, ct);
        logger.LogInformation("Invoice created {Number} for customer {CustomerId}", invoice.Number, request.CustomerId);
        return CreatedAtAction(nameof(Get), new { number = invoice.Number }, invoice);
    }

    [HttpGet("{number}")]
    public async Task<ActionResult<Invoice>> Get(string number, CancellationToken ct)
    {
        var invoice = await invoices.FindByNumberAsync(number, ct);
        if (invoice is null)
        {
            logger.LogWarning("Invoice {Number} not found", number);
            return NotFound();
        }

        return invoice;
    }
}
