using Billing.Controllers;
using Billing.Domain;
using Billing.Pdf;
using Billing.Services;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Time.Testing;
using NSubstitute;
using Xunit;

namespace Billing.Tests;

public class InvoicesControllerTests
{
    private readonly IInvoiceRepository _invoices = Substitute.For<IInvoiceRepository>();
    private readonly IInvoicePdfRenderer _pdf = Substitute.For<IInvoicePdfRenderer>();
    private readonly InvoicesController _sut;

    public InvoicesControllerTests()
    {
        var service = new InvoiceService(_invoices, Substitute.For<IExchangeRateRepository>(), new FakeTimeProvider());
        _sut = new InvoicesController(service, _pdf);
    }

    [Fact]
    public async Task GetPdf_returns_404_for_unknown_invoice()
    {
        var result = await _sut.GetPdf(Guid.NewGuid(), CancellationToken.None);
        Assert.IsType<NotFoundResult>(result);
    }

    [Fact]
    public async Task GetPdf_returns_pdf_file()
    {
        var invoice = TestInvoices.Jpy("INV-2025-0042", 11000m);
        _invoices.FindAsync(invoice.Id, Arg.Any<CancellationToken>()).Returns(invoice);
        _pdf.Render(Arg.Any<InvoicePdfModel>()).Returns(new byte[] { 0x25, 0x50, 0x44, 0x46 });

        var result = await _sut.GetPdf(invoice.Id, CancellationToken.None);

        var file = Assert.IsType<FileContentResult>(result);
        Assert.Equal("application/pdf", file.ContentType);
        Assert.Equal("INV-2025-0042.pdf", file.FileDownloadName);
    }
}
