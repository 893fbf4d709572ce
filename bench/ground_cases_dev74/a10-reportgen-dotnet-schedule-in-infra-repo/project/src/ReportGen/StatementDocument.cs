using QuestPDF.Fluent;
using QuestPDF.Helpers;

namespace ReportGen;

public static class StatementDocument
{
    public static byte[] Render(Statement s) =>
        Document.Create(doc => doc.Page(page =>
        {
            page.Size(PageSizes.A4);
            page.Margin(40);
            page.DefaultTextStyle(t => t.FontSize(10).FontFamily("Inter"));
            page.Header().Column(col =>
            {
                col.Item().Text($"Account statement {s.Month:MMMM yyyy}").FontSize(16).Bold();
                col.Item().Text(s.CustomerName);
                col.Item().Text(s.Address);
            });
            page.Content().PaddingTop(20).Table(table =>
            {
                table.ColumnsDefinition(c =>
                {
                    c.ConstantColumn(80);
                    c.RelativeColumn();
                    c.ConstantColumn(90);
                });
                table.Cell().Text("Date").Bold();
                table.Cell().Text("Description").Bold();
                table.Cell().AlignRight().Text("Amount").Bold();
                table.Cell().Text("");
                table.Cell().Text("Opening balance");
                table.Cell().AlignRight().Text(s.OpeningBalance.ToString("N2"));
                foreach (var line in s.Lines)
                {
                    table.Cell().Text(line.Date.ToString("dd.MM.yyyy"));
                    table.Cell().Text(line.Description);
                    table.Cell().AlignRight().Text(line.Amount.ToString("N2"));
                }
                table.Cell().Text("");
                table.Cell().Text("Closing balance").Bold();
                table.Cell().AlignRight().Text(s.ClosingBalance.ToString("N2")).Bold();
            });
            page.Footer().AlignCenter().DefaultTextStyle(t => t.FontSize(8).FontColor(Colors.Grey.Darken1)).Text(text =>
            {
                text.Span($"Generated on {DateTime.UtcNow:dd.MM.yyyy} · page ");
                text.CurrentPageNumber();
                text.Span(" of ");
                text.TotalPages();
            });
        })).GeneratePdf();
}
