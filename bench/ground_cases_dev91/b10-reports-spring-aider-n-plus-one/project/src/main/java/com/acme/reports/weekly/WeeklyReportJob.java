package com.acme.reports.weekly;

import com.acme.reports.domain.Customer;
import com.acme.reports.domain.CustomerRepository;
import com.acme.reports.domain.Order;
import com.acme.reports.domain.OrderRepository;
import java.io.IOException;
import java.io.StringWriter;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class WeeklyReportJob {
    private static final Logger log = LoggerFactory.getLogger(WeeklyReportJob.class);

    private final OrderRepository orders;
    private final CustomerRepository customers;
    private final ReportMailer mailer;
    private final Clock clock;

    public WeeklyReportJob(OrderRepository orders, CustomerRepository customers, ReportMailer mailer, Clock clock) {
        this.orders = orders;
        this.customers = customers;
        this.mailer = mailer;
        this.clock = clock;
    }

    @Scheduled(cron = "${reports.weekly.cron}", zone = "Asia/Tokyo")
    public void run() throws IOException {
        LocalDate today = LocalDate.now(clock);
        LocalDate from = today.minusWeeks(1);
        List<String[]> rows = buildRows(orders.findByOrderedOnBetweenOrderByOrderedOnAsc(from, today.minusDays(1)));
        mailer.send("週次売上レポート " + from + " - " + today.minusDays(1), toCsv(rows));
        log.info("weekly report sent rows={}", rows.size());
    }

    List<String[]> buildRows(List<Order> weekOrders) {
        List<String[]> rows = new ArrayList<>();
        for (Order order : weekOrders) {
            Customer customer = customers.findById(order.getCustomerId()).orElseThrow();
            rows.add(new String[] {
                order.getOrderedOn().toString(),
                String.valueOf(order.getId()),
                customer.getName(),
                customer.getRegion(),
                order.getTotal().toPlainString(),
            });
        }
        return rows;
    }

    String toCsv(List<String[]> rows) throws IOException {
        StringWriter out = new StringWriter();
        out.write('\uFEFF'); // Excel で文字化けしないように BOM を付ける
        try (CSVPrinter printer = CSVFormat.DEFAULT.builder()
                .setHeader("受注日", "注文ID", "顧客名", "地域", "金額")
                .build()
                .print(out)) {
            for (String[] row : rows) {
                printer.printRecord((Object[]) row);
            }
        }
        return out.toString();
    }
}
