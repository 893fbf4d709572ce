using Billing.Core.Models;
using Billing.Core.Pdf;
using QuestPDF.Fluent;
using QuestPDF.Helpers;

namespace Billing.Infrastructure.Pdf;

public sealed class QuestPdfInvoiceRenderer : IInvoicePdfRenderer
{
    public Task<byte[]> RenderAsync(Invoice invoice, DateOnly dueDate, CancellationToken ct = default)
    {
        var bytes = Document.Create(doc => doc.Page(page =>
        {
            page.Size(PageSizes.A4);
            page.Margin(40);
            page.Header().Text($"Invoice {invoice.Number}").FontSize(20).SemiBold();
            page.Content().Column(col =>
            {
                col.Item().Text($"Customer: {invoice.Customer.Name}");
                col.Item().Text($"Issued: {invoice.IssuedOn:yyyy-MM-dd}   Due: {dueDate:yyyy-MM-dd}");
                foreach (var line in invoice.Lines)
                {
                    col.Item().Text($"{line.Quantity} x {line.Description}  {line.Amount:N2} {invoice.Currency}");
                }
                col.Item().PaddingTop(10).Text($"Total: {invoice.Total:N2} {invoice.Currency}").SemiBold();
            });
        })).GeneratePdf();
        return Task.FromResult(bytes);
    }
}
