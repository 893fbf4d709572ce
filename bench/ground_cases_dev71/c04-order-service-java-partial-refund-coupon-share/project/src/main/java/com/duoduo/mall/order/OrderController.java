package com.duoduo.mall.order;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/orders")
public class OrderController {
    private static final Logger log = LoggerFactory.getLogger(OrderController.class);
    private final OrderService orders;

    public OrderController(OrderService orders) {
        this.orders = orders;
    }

    @PostMapping("/{id}/cancel")
    public ResponseEntity<Map<String, Object>> cancel(@PathVariable long id) {
        BigDecimal refund = orders.cancel(id);
        log.info("order cancelled, orderId={}, refund={}", id, refund);
        return ResponseEntity.ok(Map.of("orderId", id, "refund", refund));
    }

    @PostMapping("/{id}/cancel-lines")
    public ResponseEntity<Map<String, Object>> cancelLines(@PathVariable long id, @RequestBody List<Long> lineIds) {
        BigDecimal refund = orders.cancelLines(id, lineIds);
        log.info("order lines cancelled, orderId={}, lines={}, refund={}", id, lineIds, refund);
        return ResponseEntity.ok(Map.of("orderId", id, "refund", refund));
    }
}
