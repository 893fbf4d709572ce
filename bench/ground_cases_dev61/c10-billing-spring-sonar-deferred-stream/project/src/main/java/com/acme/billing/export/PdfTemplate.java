package com.acme.billing.export;

import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;

/**
 * In-house invoice template. Reads the header eagerly; font and logo sections are read
 * lazily from the stream the first time a document is filled, so the stream must stay open
 * for as long as the template is in use.
 */
public final class PdfTemplate {

    private final InputStream source;
    private final Map<String, byte[]> sections = new HashMap<>();

    private PdfTemplate(InputStream source) {
        this.source = source;
    }

    public static PdfTemplate load(InputStream in) throws IOException {
        PdfTemplate t = new PdfTemplate(in);
        t.sections.put("header", in.readNBytes(512));
        return t;
    }

    synchronized byte[] section(String name) throws IOException {
        byte[] s = sections.get(name);
        if (s == null) {
            s = source.readNBytes(4096);
            sections.put(name, s);
        }
        return s;
    }
}
