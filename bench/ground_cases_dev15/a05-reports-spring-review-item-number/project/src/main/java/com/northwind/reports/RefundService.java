package com.northwind.reports;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;

import org.springframework.stereotype.Service;

import com.northwind.reports.model.AuditEntry;
import com.northwind.reports.model.AuditRepository;
import com.northwind.reports.model.Order;
import com.northwind.reports.model.OrderRepository;

@Service
public class RefundService {

    private final OrderRepository orders;
    private final AuditRepository audit;
    private final Clock clock;

    public RefundService(OrderRepository orders, AuditRepository audit, Clock clock) {
        this.orders = orders;
        this.audit = audit;
        this.clock = clock;
    }

    public Order refund(long orderId, BigDecimal amount, String actor) {
        Order order = orders.findById(orderId).orElseThrow(() -> new IllegalArgumentException("no order " + orderId));
        if (amount.signum() <= 0 || amount.compareTo(order.getTotal().subtract(order.getRefunded())) > 0) {
            throw new IllegalArgumentException("refund amount out of range");
        }
        order.setRefunded(order.getRefunded().add(amount));
        orders.save(order);
        audit.save(new AuditEntry("REFUND", orderId, amount, actor, Instant.now(clock)));
        return order;
    }
}
