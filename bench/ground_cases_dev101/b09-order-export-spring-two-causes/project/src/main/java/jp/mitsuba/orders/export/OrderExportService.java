package jp.mitsuba.orders.export;

import java.io.IOException;
import java.io.Writer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import jp.mitsuba.orders.order.Order;
import jp.mitsuba.orders.order.OrderRepository;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderExportService {

    private static final int PAGE_SIZE = 1000;

    private final OrderRepository orders;
    private final CsvWriter csv;
    private final ZoneId zone = ZoneId.systemDefault();

    public OrderExportService(OrderRepository orders, CsvWriter csv) {
        this.orders = orders;
        this.csv = csv;
    }

    /** Orders placed on from..to (both inclusive, calendar days). Returns the number of rows written. */
    @Transactional(readOnly = true)
    public long export(LocalDate from, LocalDate to, Writer out) throws IOException {
        Instant start = from.atStartOfDay(zone).toInstant();
        Instant end = to.plusDays(1).atStartOfDay(zone).toInstant();
        csv.writeHeader(out);
        long written = 0;
        int page = 0;
        Page<Order> chunk;
        do {
            chunk = orders.findForExport(start, end, PageRequest.of(page, PAGE_SIZE, Sort.by("createdAt")));
            for (Order order : chunk) {
                csv.writeRow(out, order);
                written++;
            }
            page++;
        } while (chunk.hasNext());
        return written;
    }
}
