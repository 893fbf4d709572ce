package com.kumo.billing.export;

import com.kumo.billing.domain.Invoice;
import java.io.IOException;
import java.io.Writer;
import java.math.RoundingMode;
import java.time.format.DateTimeFormatter;
import java.util.List;
import org.springframework.stereotype.Component;

@Component
public class InvoiceCsvWriter {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy/MM/dd");
    private static final List<String> HEADER = List.of(
            "請求書番号", "取引先", "発行日", "支払期限",
            "通貨", "小計", "消費税", "合計", "ステータス");

    public void write(List<Invoice> invoices, Writer out) throws IOException {
        out.write('\uFEFF'); // Excel で文字化けしないよう BOM を付ける
        out.write(String.join(",", HEADER));
        out.write("\r\n");
        for (Invoice inv : invoices) {
            out.write(formatRow(inv));
            out.write("\r\n");
        }
        out.flush();
    }

    String formatRow(Invoice inv) {
        return String.join(",",
                escape(inv.getNumber()),
                escape(inv.getCustomerName()),
                inv.getIssuedOn() == null ? "" : DATE.format(inv.getIssuedOn()),
                inv.getDueOn() == null ? "" : DATE.format(inv.getDueOn()),
                escape(inv.getCurrency()),
                inv.getSubtotal().setScale(0, RoundingMode.HALF_UP).toPlainString(),
                inv.getTaxAmount().setScale(0, RoundingMode.HALF_UP).toPlainString(),
                inv.getTotal().setScale(0, RoundingMode.HALF_UP).toPlainString(),
                inv.getStatus().label());
    }

    static String escape(String value) {
        if (value == null) {
            return "";
        }
        if (value.contains(",") || value.contains("\"") || value.contains("\n")) {
            return "\"" + value.replace("\"", "\"\"") + "\"";
        }
        return value;
    }
}
