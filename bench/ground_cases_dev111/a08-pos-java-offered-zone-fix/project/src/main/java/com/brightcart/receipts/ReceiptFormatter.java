package com.brightcart.receipts;

import com.brightcart.store.Store;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.List;
import org.springframework.stereotype.Component;

@Component
public class ReceiptFormatter {
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("dd/MM/yyyy HH:mm");

    public record Line(String name, int qty, BigDecimal unitPrice) {
        BigDecimal total() { return unitPrice.multiply(BigDecimal.valueOf(qty)); }
    }

    public String format(Store store, Instant paidAt, List<Line> lines) {
        StringBuilder sb = new StringBuilder();
        sb.append(store.getName()).append('\n');
        sb.append(DATE.format(paidAt.atZone(store.zone()))).append('\n');
        sb.append("-".repeat(32)).append('\n');
        BigDecimal sum = BigDecimal.ZERO;
        for (Line l : lines) {
            sb.append(String.format("%-20s %2d %8.2f%n", l.name(), l.qty(), l.total()));
            sum = sum.add(l.total());
        }
        sb.append("-".repeat(32)).append('\n');
        sb.append(String.format("%-23s %8.2f%n", "TOTAL", sum));
        sb.append("Thank you for shopping with us!\n");
        if (store.getPhone() != null && !store.getPhone().isBlank()) {
            sb.append("Questions? Call ").append(store.getPhone()).append('\n');
        }
        return sb.toString();
    }
}
