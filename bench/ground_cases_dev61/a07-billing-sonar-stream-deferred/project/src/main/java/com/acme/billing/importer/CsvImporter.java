package com.acme.billing.importer;

import java.io.BufferedReader;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.springframework.stereotype.Component;

/** Reads usage CSV exports from the metering system (one row per customer and day). */
@Component
public class CsvImporter {

    public record UsageRow(String customerId, String day, BigDecimal units) {}

    public List<UsageRow> importFile(File file) throws IOException {
        InputStream in = new FileInputStream(file);
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        List<UsageRow> rows = new ArrayList<>();
        String header = reader.readLine();
        if (header == null || !header.startsWith("customer_id,")) {
            throw new IOException("unexpected header in " + file.getName() + ": " + header);
        }
        String line;
        int lineNo = 1;
        while ((line = reader.readLine()) != null) {
            lineNo++;
            if (line.isBlank()) {
                continue;
            }
            rows.add(parse(line, lineNo));
        }
        return rows;
    }

    static UsageRow parse(String line, int lineNo) throws IOException {
        String[] parts = line.split(",", -1);
        if (parts.length != 3) {
            throw new IOException("line " + lineNo + ": expected 3 fields, got " + parts.length);
        }
        try {
            return new UsageRow(parts[0].trim(), parts[1].trim(), new BigDecimal(parts[2].trim()));
        } catch (NumberFormatException e) {
            throw new IOException("line " + lineNo + ": bad units '" + parts[2] + "'", e);
        }
    }
}
