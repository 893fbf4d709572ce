package com.lanhai.billing.statement;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneId;
import java.util.List;

import com.lowagie.text.Document;
import com.lowagie.text.Paragraph;
import com.lowagie.text.pdf.PdfWriter;
import org.springframework.stereotype.Service;

/** PDF 对账单。 */
@Service
public class StatementService {

    private static final ZoneId ZONE = ZoneId.of("Asia/Shanghai");

    private final StatementRepository repo;

    public StatementService(StatementRepository repo) {
        this.repo = repo;
    }

    public List<StatementLine> monthlyLines(long customerId, YearMonth month) {
        LocalDate first = month.atDay(1);
        LocalDate last = month.atEndOfMonth();
        Instant from = first.atStartOfDay(ZONE).toInstant();
        Instant to = last.atStartOfDay(ZONE).toInstant();
        return repo.findBetween(customerId, from, to);
    }

    public byte[] renderPdf(long customerId, YearMonth month) {
        List<StatementLine> lines = monthlyLines(customerId, month);
        BigDecimal total = lines.stream().map(StatementLine::amount).reduce(BigDecimal.ZERO, BigDecimal::add);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Document doc = new Document();
        PdfWriter.getInstance(doc, out);
        doc.open();
        doc.add(new Paragraph("对账单 " + month));
        for (StatementLine l : lines) {
            doc.add(new Paragraph(l.orderNo() + "  " + l.description() + "  " + MoneyFormat.yuan(l.amount())));
        }
        doc.add(new Paragraph("合计：" + MoneyFormat.yuan(total)));
        doc.close();
        return out.toByteArray();
    }

    public List<String> availableMonths(long customerId) {
        return repo.months(customerId);
    }
}
