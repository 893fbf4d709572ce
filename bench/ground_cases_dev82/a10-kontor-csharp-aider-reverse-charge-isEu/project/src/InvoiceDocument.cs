using QuestPDF.Fluent;
using QuestPDF.Helpers;
using QuestPDF.Infrastructure;

namespace Kontor.Invoicing;

public sealed class InvoiceDocument(Invoice invoice) : IDocument
{
    private readonly InvoiceTotals _totals = InvoiceCalculator.Calculate(invoice);

    public DocumentMetadata GetMetadata() => new() { Title = $"Invoice {invoice.Number}" };

    public void Compose(IDocumentContainer container)
    {
        container.Page(page =>
        {
            page.Size(PageSizes.A4);
            page.Margin(40);
            page.Header().Text($"Invoice {invoice.Number}").FontSize(18).Bold();
            page.Content().Column(col =>
            {
                col.Item().Text($"{invoice.Customer.Name}, {invoice.Customer.Street}, {invoice.Customer.City}");
                if (invoice.Customer.VatId is { } vatId)
                {
                    col.Item().Text($"VAT ID: {vatId}");
                }
                col.Item().PaddingTop(20).Table(table =>
                {
                    table.ColumnsDefinition(c =>
                    {
                        c.RelativeColumn(4);
                        c.RelativeColumn(1);
                        c.RelativeColumn(2);
                    });
                    foreach (var line in invoice.Lines)
                    {
                        table.Cell().Text(line.Description);
                        table.Cell().Text(line.Quantity.ToString("0.##"));
                        table.Cell().AlignRight().Text(Money.Format(line.UnitPrice));
                    }
                });
                col.Item().AlignRight().Text($"Net: {Money.Format(_totals.Net)}");
                if (!_totals.ReverseCharge)
                {
                    col.Item().AlignRight().Text($"VAT {_totals.VatRate:0.#} %: {Money.Format(_totals.Vat)}");
                }
                col.Item().AlignRight().Text($"Total: {Money.Format(_totals.Gross)}").Bold();
                if (_totals.ReverseCharge)
                {
                    col.Item().PaddingTop(10).Text(
                        "Reverse charge: VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC)").FontSize(9);
                }
            });
            page.Footer().Text($"{invoice.Seller.Name} · VAT ID {invoice.Seller.VatId}").FontSize(8);
        });
    }
}
