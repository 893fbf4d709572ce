package jp.kurashi.report.service;

import java.math.BigDecimal;
import java.time.OffsetDateTime;
import java.time.YearMonth;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import jp.kurashi.report.ReportApplication;
import jp.kurashi.report.domain.Order;
import jp.kurashi.report.domain.OrderLine;
import jp.kurashi.report.pdf.PdfRenderer;
import jp.kurashi.report.repository.OrderRepository;

@Service
public class MonthlyReportService {

    private static final Logger log = LoggerFactory.getLogger(MonthlyReportService.class);

    private final OrderRepository orders;
    private final PdfRenderer renderer;

    public MonthlyReportService(OrderRepository orders, PdfRenderer renderer) {
        this.orders = orders;
        this.renderer = renderer;
    }

    public record CategoryTotal(String category, int quantity, BigDecimal amount) {
    }

    @Transactional(readOnly = true)
    public List<CategoryTotal> categoryTotals(long storeId, YearMonth month) {
        OffsetDateTime from = month.atDay(1).atStartOfDay(ReportApplication.JST).toOffsetDateTime();
        OffsetDateTime to = month.plusMonths(1).atDay(1).atStartOfDay(ReportApplication.JST).toOffsetDateTime();
        List<Order> list = orders.findWithLinesInPeriod(storeId, from, to);

        Map<String, CategoryTotal> byCategory = new TreeMap<>();
        for (Order order : list) {
            for (OrderLine line : order.getLines()) {
                byCategory.merge(line.getCategory(),
                        new CategoryTotal(line.getCategory(), line.getQuantity(), line.amount()),
                        (a, b) -> new CategoryTotal(a.category(), a.quantity() + b.quantity(),
                                a.amount().add(b.amount())));
            }
        }
        return List.copyOf(byCategory.values());
    }

    public byte[] monthlyPdf(long storeId, YearMonth month) {
        long started = System.nanoTime();
        List<CategoryTotal> totals = categoryTotals(storeId, month);
        byte[] pdf = renderer.render(storeId, month, totals);
        log.info("monthly report store={} month={} categories={} took={}ms", storeId, month, totals.size(),
                (System.nanoTime() - started) / 1_000_000);
        return pdf;
    }
}
