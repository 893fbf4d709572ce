package com.hengda.billing.pdf;

import java.io.ByteArrayOutputStream;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

import com.hengda.billing.config.InvoiceProperties;
import com.hengda.billing.domain.CreditNote;
import com.lowagie.text.Document;
import com.lowagie.text.Paragraph;
import com.lowagie.text.pdf.PdfWriter;
import org.springframework.stereotype.Service;

/**
 * Red-letter invoices (红字发票). Written in 2019 as a copy of InvoicePdfService; kept separate
 * because the layout differs (reason block, reference to the original invoice).
 */
@Service
public class CreditNotePdfService {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd");

    private final InvoiceProperties properties;
    private final PdfFonts fonts;

    public CreditNotePdfService(InvoiceProperties properties, PdfFonts fonts) {
        this.properties = properties;
        this.fonts = fonts;
    }

    public byte[] render(CreditNote note) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Document doc = new Document();
        PdfWriter.getInstance(doc, out);
        doc.open();
        doc.add(new Paragraph("红字发票 / CREDIT NOTE  " + note.getNumber(), fonts.title()));
        doc.add(new Paragraph("开票日期: " + formatDate(note.getIssuedAt()), fonts.body()));
        doc.add(new Paragraph("原发票号: " + note.getOriginalInvoiceNumber(), fonts.body()));
        doc.add(new Paragraph("销售方: " + properties.getSellerName(), fonts.body()));
        doc.add(new Paragraph("冲红原因: " + PdfFormats.orDash(note.getReason()), fonts.body()));
        doc.add(new Paragraph("冲红金额: -" + PdfFormats.amount(note.getAmount()), fonts.bold()));
        doc.close();
        return out.toByteArray();
    }

    String formatDate(Instant issuedAt) {
        return DATE.format(issuedAt.atZone(ZoneOffset.UTC));
    }
}
