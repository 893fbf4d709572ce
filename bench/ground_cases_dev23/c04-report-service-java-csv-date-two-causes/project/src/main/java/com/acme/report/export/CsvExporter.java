package com.acme.report.export;

import com.acme.report.model.OrderRow;
import com.acme.report.settlement.SettlementCalculator;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.stream.Stream;
import org.springframework.stereotype.Component;

@Component
public class CsvExporter {

    private static final String HEADER = "订单号,客户,金额,下单日期,结算日";
    private static final DateTimeFormatter DATE =
            DateTimeFormatter.ofPattern("yyyy-MM-dd").withZone(ZoneOffset.UTC);

    private final SettlementCalculator settlement;

    public CsvExporter(SettlementCalculator settlement) {
        this.settlement = settlement;
    }

    public void write(Stream<OrderRow> rows, OutputStream out) throws IOException {
        Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        w.write('\uFEFF'); // BOM so Excel opens it as UTF-8
        w.write(HEADER);
        w.write("\r\n");
        var it = rows.iterator();
        int n = 0;
        while (it.hasNext()) {
            OrderRow row = it.next();
            w.write(String.join(",",
                    row.number(),
                    escape(row.customerName()),
                    row.amount().toPlainString(),
                    DATE.format(row.createdAt()),
                    settlement.settlementDate(row.orderDate()).toString()));
            w.write("\r\n");
            if (++n % 1000 == 0) {
                w.flush();
            }
        }
        w.flush();
    }

    static String escape(String s) {
        if (s == null) {
            return "";
        }
        if (s.contains(",") || s.contains("\"") || s.contains("\n")) {
            return "\"" + s.replace("\"", "\"\"") + "\"";
        }
        return s;
    }
}
