package com.acme.billing.export;

import java.io.ByteArrayOutputStream;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class PdfExporter {

    private final Path templatePath;
    private PdfTemplate cached;

    public PdfExporter(@Value("${billing.pdf.template}") Path templatePath) {
        this.templatePath = templatePath;
    }

    private synchronized PdfTemplate template() throws IOException {
        if (cached == null) {
            InputStream in = new FileInputStream(templatePath.toFile());
            cached = PdfTemplate.load(in);
        }
        return cached;
    }

    public byte[] render(String invoiceNo, long totalCents) {
        try {
            PdfTemplate tpl = template();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.write(tpl.section("header"));
            out.write(("Invoice " + invoiceNo + "\n").getBytes());
            out.write(String.format("Total: %d.%02d\n", totalCents / 100, totalCents % 100).getBytes());
            out.write(tpl.section("footer"));
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException("invoice.pdf render failed", e);
        }
    }

    public String fileName(String invoiceNo) {
        return "invoice-" + invoiceNo + ".pdf";
    }
}
