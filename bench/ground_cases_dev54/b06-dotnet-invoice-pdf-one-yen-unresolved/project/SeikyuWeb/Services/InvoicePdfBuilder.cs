using System;
using System.IO;
using System.Linq;
using iTextSharp.text;
using iTextSharp.text.pdf;
using SeikyuWeb.Models;

namespace SeikyuWeb.Services
{
    /// <summary>請求書PDF。顧客にメール添付で送る正本。</summary>
    public class InvoicePdfBuilder
    {
        private const decimal TaxRate = 0.10m;
        private readonly string _fontPath;

        public InvoicePdfBuilder(string fontPath)
        {
            _fontPath = fontPath;
        }

        public byte[] Build(InvoiceViewModel invoice)
        {
            var font = new Font(BaseFont.CreateFont(_fontPath, BaseFont.IDENTITY_H, BaseFont.EMBEDDED), 10);
            using (var ms = new MemoryStream())
            {
                var doc = new Document(PageSize.A4, 40, 40, 40, 40);
                PdfWriter.GetInstance(doc, ms);
                doc.Open();
                doc.Add(new Paragraph("請 求 書", new Font(font.BaseFont, 18)) { Alignment = Element.ALIGN_CENTER });
                doc.Add(new Paragraph($"{invoice.CustomerName} 御中", font));
                doc.Add(new Paragraph($"請求番号: {invoice.InvoiceNo}　発行日: {invoice.IssuedOn:yyyy/MM/dd}", font));

                var table = new PdfPTable(4) { WidthPercentage = 100 };
                foreach (var h in new[] { "品名", "数量", "単価", "金額" })
                {
                    table.AddCell(new Phrase(h, font));
                }
                foreach (var line in invoice.Lines)
                {
                    table.AddCell(new Phrase(line.ItemName, font));
                    table.AddCell(new Phrase(line.Quantity.ToString("N0"), font));
                    table.AddCell(new Phrase(line.UnitPrice.ToString("N0"), font));
                    table.AddCell(new Phrase(line.Amount.ToString("N0"), font));
                }
                doc.Add(table);

                var subtotal = invoice.Lines.Sum(l => l.Amount);
                var tax = Math.Round(subtotal * TaxRate);
                var total = subtotal + tax;
                doc.Add(new Paragraph($"小計 {subtotal:N0} 円", font) { Alignment = Element.ALIGN_RIGHT });
                doc.Add(new Paragraph($"消費税(10%) {tax:N0} 円", font) { Alignment = Element.ALIGN_RIGHT });
                doc.Add(new Paragraph($"ご請求額 {total:N0} 円", font) { Alignment = Element.ALIGN_RIGHT });
                doc.Close();
                return ms.ToArray();
            }
        }
    }
}
