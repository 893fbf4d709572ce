package com.acme.billing.invoice;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.text.NumberFormat;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Map;

import org.springframework.stereotype.Component;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.Context;

import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;

@Component
public class InvoicePdfRenderer {

    private static final DateTimeFormatter DUE_DATE_FORMAT = DateTimeFormatter.ofPattern("MMMM d, yyyy", Locale.US);

    private final TemplateEngine templates;

    public InvoicePdfRenderer(TemplateEngine templates) {
        this.templates = templates;
    }

    public byte[] render(Invoice invoice) {
        Context ctx = new Context(Locale.US);
        ctx.setVariables(Map.of(
                "invoice", invoice,
                "issued", invoice.getIssuedAt().atZone(zoneOf(invoice)).format(DUE_DATE_FORMAT),
                "due", formatDueDate(invoice),
                "total", formatMoney(invoice.getTotal(), invoice.getCurrency())));
        String html = templates.process("invoice-pdf", ctx);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PdfRendererBuilder builder = new PdfRendererBuilder();
        builder.withHtmlContent(html, null);
        builder.toStream(out);
        try {
            builder.run();
        } catch (Exception e) {
            throw new IllegalStateException("could not render invoice " + invoice.getNumber(), e);
        }
        return out.toByteArray();
    }

    String formatDueDate(Invoice invoice) {
        // due dates are stored as plain dates; show them in the customer's zone
        return invoice.getDueDate()
                .atStartOfDay(ZoneOffset.UTC)
                .withZoneSameInstant(zoneOf(invoice))
                .format(DUE_DATE_FORMAT);
    }

    private static ZoneId zoneOf(Invoice invoice) {
        String tz = invoice.getCustomer().getTimeZone();
        return tz == null ? ZoneOffset.UTC : ZoneId.of(tz);
    }

    private static String formatMoney(BigDecimal amount, String currency) {
        NumberFormat f = NumberFormat.getCurrencyInstance(Locale.US);
        f.setCurrency(java.util.Currency.getInstance(currency));
        return f.format(amount);
    }
}
