package com.lanting.payouts.export;

import com.lanting.payouts.domain.Payout;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.Charset;
import java.util.List;
import org.springframework.stereotype.Component;

@Component
public class PayoutCsvWriter {

    static final String HEADER = "序号,收款人,收款账号,开户行,金额,付款日期,备注";

    public void write(List<Payout> payouts, OutputStream out) throws IOException {
        Writer w = new OutputStreamWriter(out, Charset.forName("GBK"));
        w.write(HEADER);
        w.write("\r\n");
        int n = 1;
        for (Payout p : payouts) {
            w.write(String.join(",",
                    String.valueOf(n++),
                    escape(p.getPayeeName()),
                    escape(p.getBankAccount()),
                    escape(p.getBankName()),
                    formatAmount(p.getAmount()),
                    p.getPayDate().toString(),
                    escape(p.getMemo())));
            w.write("\r\n");
        }
        w.flush();
    }

    static String formatAmount(double amount) {
        return BigDecimal.valueOf(amount).setScale(2, RoundingMode.HALF_UP).toPlainString();
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
