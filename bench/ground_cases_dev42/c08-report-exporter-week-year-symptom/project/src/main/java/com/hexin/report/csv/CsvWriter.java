package com.hexin.report.csv;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * Minimal RFC 4180 writer. Starts the file with a UTF-8 BOM so that Excel on finance's
 * Windows machines detects the encoding (without it the Chinese headers show as mojibake).
 */
public final class CsvWriter implements AutoCloseable {

    private static final char BOM = '\uFEFF';

    private final Writer out;
    private boolean first = true;

    public CsvWriter(Writer out) {
        this.out = out;
    }

    public void writeRow(List<String> cells) throws IOException {
        if (first) {
            out.write(BOM);
            first = false;
        }
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                out.write(',');
            }
            out.write(escape(cells.get(i)));
        }
        out.write("\r\n");
    }

    static String escape(String cell) {
        if (cell == null) {
            return "";
        }
        boolean quote = cell.indexOf(',') >= 0 || cell.indexOf('"') >= 0 || cell.indexOf('\n') >= 0;
        return quote ? '"' + cell.replace("\"", "\"\"") + '"' : cell;
    }

    @Override
    public void close() throws IOException {
        out.close();
    }
}
