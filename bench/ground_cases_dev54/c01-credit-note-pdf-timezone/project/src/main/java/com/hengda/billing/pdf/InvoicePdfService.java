package com.hengda.billing.pdf;

import java.io.ByteArrayOutputStream;
import java.time.Instant;
import java.time.format.DateTimeFormatter;

import com.hengda.billing.config.InvoiceProperties;
import com.hengda.billing.domain.Invoice;
import com.hengda.billing.domain.InvoiceLine;
import com.lowagie.text.Document;
import com.lowagie.text.Paragraph;
import com.lowagie.text.pdf.PdfPTable;
import com.lowagie.text.pdf.PdfWriter;
import org.springframework.stereotype.Service;

@Service
public class InvoicePdfService {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd");

    private final InvoiceProperties properties;
    private final PdfFonts fonts;

    public InvoicePdfService(InvoiceProperties properties, PdfFonts fonts) {
        this.properties = properties;
        this.fonts = fonts;
    }

    public byte[] render(Invoice invoice) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Document doc = new Document();
        PdfWriter.getInstance(doc, out);
        doc.open();
        doc.add(new Paragraph("发票 / INVOICE  " + invoice.getNumber(), fonts.title()));
        doc.add(new Paragraph("开票日期: " + formatDate(invoice.getIssuedAt()), fonts.body()));
        doc.add(new Paragraph("销售方: " + properties.getSellerName(), fonts.body()));
        doc.add(new Paragraph("购买方: " + PdfFormats.orDash(invoice.getBuyerName()), fonts.body()));

        PdfPTable table = new PdfPTable(new float[] {4, 1, 2, 1, 2});
        for (InvoiceLine line : invoice.getLines()) {
            table.addCell(line.getDescription());
            table.addCell(PdfFormats.quantity(line.getQuantity()));
            table.addCell(PdfFormats.amount(line.getUnitPrice()));
            table.addCell(PdfFormats.taxRate(line.getTaxRate()));
            table.addCell(PdfFormats.amount(line.getLineTotal()));
        }
        doc.add(table);
        doc.add(new Paragraph("合计: " + PdfFormats.amount(invoice.getTotal()), fonts.bold()));
        doc.close();
        return out.toByteArray();
    }

    String formatDate(Instant issuedAt) {
        return DATE.format(issuedAt.atZone(properties.getTimezone()));
    }
}
