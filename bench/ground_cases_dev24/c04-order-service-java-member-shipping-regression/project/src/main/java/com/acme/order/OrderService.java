package com.acme.order;

import java.math.BigDecimal;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    private static final Logger log = LoggerFactory.getLogger(OrderService.class);

    public record Customer(long id, String name, boolean member) {}

    private final PriceCalculator calculator;
    private final JdbcTemplate jdbc;

    public OrderService(PriceCalculator calculator, JdbcTemplate jdbc) {
        this.calculator = calculator;
        this.jdbc = jdbc;
    }

    public PriceCalculator.Quote preview(Customer customer, List<PriceCalculator.Line> lines) {
        return calculator.quote(lines, customer.member());
    }

    @Transactional
    public long place(Customer customer, List<PriceCalculator.Line> lines) {
        PriceCalculator.Quote quote = preview(customer, lines);
        Long orderId = jdbc.queryForObject(
                "INSERT INTO orders (customer_id, subtotal, discount, shipping, total) VALUES (?, ?, ?, ?, ?) RETURNING id",
                Long.class, customer.id(), quote.subtotal(), quote.discount(), quote.shipping(), quote.total());
        for (PriceCalculator.Line line : lines) {
            log.debug("order {} line {} x{} @ {}", orderId, line.sku(), line.qty(), line.unitPrice());
            jdbc.update("INSERT INTO order_lines (order_id, sku, qty, unit_price) VALUES (?, ?, ?, ?)",
                    orderId, line.sku(), line.qty(), line.unitPrice());
        }
        log.info("order {} placed for customer {}, total {}", orderId, customer.id(), quote.total());
        return orderId;
    }

    public BigDecimal amountToFreeShipping(Customer customer, List<PriceCalculator.Line> lines) {
        BigDecimal goods = preview(customer, lines).subtotal();
        BigDecimal missing = PriceCalculator.FREE_SHIPPING_THRESHOLD.subtract(goods);
        return missing.signum() > 0 ? missing : BigDecimal.ZERO;
    }
}
