package com.hekou.recon.export;

import com.hekou.recon.domain.StatementLine;
import com.hekou.recon.domain.StatementLineRepository;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.Charset;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

@Service
public class StatementExportService {

    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneOffset.UTC);

    private final StatementLineRepository lines;
    private final Charset charset;
    private final int maxRows;

    public StatementExportService(StatementLineRepository lines,
                                  @Value("${recon.export.charset:UTF-8}") String charset,
                                  @Value("${recon.export.max-rows:50000}") int maxRows) {
        this.lines = lines;
        this.charset = Charset.forName(charset);
        this.maxRows = maxRows;
    }

    /** Writes the merchant's statement for [from, to] as CSV (Excel opens it with GBK). */
    public void writeCsv(long merchantId, LocalDate from, LocalDate to, OutputStream out) throws IOException {
        List<StatementLine> rows = lines.findForMerchant(merchantId, from, to, maxRows);
        Writer w = new OutputStreamWriter(out, charset);
        w.write("交易时间,订单号,渠道,金额,手续费,状态\r\n");
        for (StatementLine line : rows) {
            w.write(String.join(",",
                    TIME.format(line.getPaidAt().toInstant()),
                    line.getOrderNo(),
                    line.getChannel(),
                    line.getAmount().toPlainString(),
                    line.getFee().toPlainString(),
                    line.getStatus().label()));
            w.write("\r\n");
        }
        w.flush();
    }
}
