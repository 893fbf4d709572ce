package jp.mikan.report;

import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.springframework.stereotype.Service;

@Service
public class ReportService {

    private final OrderRepository orders;

    public ReportService(OrderRepository orders) {
        this.orders = orders;
    }

    /** Sales per day for one month, keyed by business date (JST). */
    public Map<LocalDate, Long> monthlySales(YearMonth month) {
        Map<LocalDate, Long> byDay = new TreeMap<>();
        for (LocalDate d = month.atDay(1); !d.isAfter(month.atEndOfMonth()); d = d.plusDays(1)) {
            byDay.put(d, 0L);
        }
        List<Order> rows = orders.findPaidBetween(
                month.atDay(1).atStartOfDay().toInstant(ZoneOffset.ofHours(9)),
                month.plusMonths(1).atDay(1).atStartOfDay().toInstant(ZoneOffset.ofHours(9)));
        for (Order o : rows) {
            LocalDate day = o.paidAt().atOffset(ZoneOffset.UTC).toLocalDate();
            byDay.merge(day, o.amountYen(), Long::sum);
        }
        return byDay;
    }

    public long monthTotal(YearMonth month) {
        return monthlySales(month).values().stream().mapToLong(Long::longValue).sum();
    }
}
