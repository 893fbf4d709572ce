package jp.kirin.settlement.feed;

import java.io.BufferedReader;
import java.io.IOException;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

/** Parses settlement_YYYYMMDD.csv from the payment partner. */
public class PartnerCsvParser {

    static final String HEADER = "取引ID,精算日,加盟店コード,金額,手数料,ステータス";
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd"); // partner format since 2025-11-01

    public List<SettlementRecord> parse(BufferedReader reader) throws IOException {
        String header = reader.readLine();
        if (header == null || !header.equals(HEADER)) {
            throw new IllegalStateException("unexpected header: " + header);
        }
        List<SettlementRecord> out = new ArrayList<>();
        String line;
        int lineNo = 1;
        while ((line = reader.readLine()) != null) {
            lineNo++;
            if (line.isBlank()) {
                continue;
            }
            String[] cols = splitCsv(line);
            if (cols.length != 6) {
                throw new IllegalStateException("line " + lineNo + ": expected 6 columns, got " + cols.length);
            }
            out.add(new SettlementRecord(
                    cols[0].trim(),
                    LocalDate.parse(cols[1].trim(), DATE),
                    cols[2].trim(),
                    parseYen(cols[3]),
                    parseYen(cols[4]),
                    cols[5].trim()));
        }
        return out;
    }

    /** Splits one CSV line, keeping commas inside double quotes ("12,800"). */
    static String[] splitCsv(String line) {
        List<String> cols = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (char c : line.toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
            } else if (c == ',' && !quoted) {
                cols.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        cols.add(cur.toString());
        return cols.toArray(new String[0]);
    }

    static long parseYen(String value) {
        return Long.parseLong(value.replace(",", "").trim());
    }
}
