package com.hengda.billing.pdf;

import java.io.IOException;

import com.hengda.billing.config.InvoiceProperties;
import com.lowagie.text.Font;
import com.lowagie.text.pdf.BaseFont;
import org.springframework.core.io.ResourceLoader;
import org.springframework.stereotype.Component;

@Component
public class PdfFonts {

    private final BaseFont base;

    public PdfFonts(InvoiceProperties properties, ResourceLoader loader) throws IOException {
        byte[] ttf = loader.getResource(properties.getFontPath()).getInputStream().readAllBytes();
        this.base = BaseFont.createFont("NotoSansSC-Regular.ttf", BaseFont.IDENTITY_H, BaseFont.EMBEDDED,
                true, ttf, null);
    }

    public Font title() {
        return new Font(base, 16, Font.BOLD);
    }

    public Font body() {
        return new Font(base, 10, Font.NORMAL);
    }

    public Font bold() {
        return new Font(base, 11, Font.BOLD);
    }

    public Font small() {
        return new Font(base, 8, Font.NORMAL);
    }
}
