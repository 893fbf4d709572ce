package com.acme.billing.export;

import java.io.BufferedWriter;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.springframework.stereotype.Component;

@Component
public class CsvExporter {

    public void write(Path target, List<String[]> rows) throws IOException {
        try (BufferedWriter w = new BufferedWriter(
                new OutputStreamWriter(new FileOutputStream(target.toFile()), StandardCharsets.UTF_8))) {
            w.write('\uFEFF'); // Excel needs the BOM to read UTF-8
            for (String[] row : rows) {
                w.write(String.join(",", escape(row)));
                w.newLine();
            }
        }
    }

    private static String[] escape(String[] row) {
        String[] out = new String[row.length];
        for (int i = 0; i < row.length; i++) {
            String v = row[i] == null ? "" : row[i];
            out[i] = v.contains(",") || v.contains("\"") ? "\"" + v.replace("\"", "\"\"") + "\"" : v;
        }
        return out;
    }
}
