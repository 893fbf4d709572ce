package com.lanhai.billing.statement;

import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

import org.springframework.stereotype.Component;

/** CSV 对账单（客户导进自己的 ERP 用）。 */
@Component
public class StatementCsvExporter {

    private static final DateTimeFormatter TS = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneId.of("Asia/Shanghai"));

    private final StatementRepository repo;

    public StatementCsvExporter(StatementRepository repo) {
        this.repo = repo;
    }

    public byte[] export(long customerId, YearMonth month) {
        OffsetDateTime from = month.atDay(1).atStartOfDay().atOffset(ZoneOffset.UTC);
        OffsetDateTime to = month.plusMonths(1).atDay(1).atStartOfDay().atOffset(ZoneOffset.UTC);
        List<StatementLine> lines = repo.findBetween(customerId, from.toInstant(), to.toInstant());
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        buf.writeBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
        try (PrintWriter w = new PrintWriter(buf, false, StandardCharsets.UTF_8)) {
            w.println("订单号,时间,摘要,金额");
            for (StatementLine l : lines) {
                w.printf("%s,%s,%s,%s%n", l.orderNo(), TS.format(l.createdAt()),
                        l.description().replace(",", "，"), l.amount().toPlainString());
            }
        }
        return buf.toByteArray();
    }
}
