package com.acme.mall.refund;

import java.math.BigDecimal;
import java.util.Map;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/refunds")
public class RefundController {
    private static final BigDecimal RESTOCKING_FEE = new BigDecimal("0.00");

    private final RefundService refunds;
    private final OrderRepository orders;

    public RefundController(RefundService refunds, OrderRepository orders) {
        this.refunds = refunds;
        this.orders = orders;
    }

    @GetMapping("/{orderId}/eligibility")
    public ResponseEntity<Map<String, Object>> eligibility(@PathVariable String orderId) {
        return orders.findById(orderId)
                .map(order -> ResponseEntity.ok(Map.<String, Object>of(
                        "orderId", orderId, "refundable", refunds.isRefundable(order))))
                .orElseGet(() -> ResponseEntity.notFound().build());
    }

    @PostMapping("/{orderId}")
    public ResponseEntity<Map<String, Object>> refund(@PathVariable String orderId) {
        Order order = orders.findById(orderId).orElse(null);
        if (order == null) {
            return ResponseEntity.notFound().build();
        }
        BigDecimal amount = refunds.refundAmount(order, RESTOCKING_FEE);
        if (amount.signum() == 0) {
            return ResponseEntity.unprocessableEntity().body(Map.of("error", "not_refundable"));
        }
        order.markRefunded();
        orders.save(order);
        return ResponseEntity.ok(Map.of("orderId", orderId, "amount", amount));
    }
}
