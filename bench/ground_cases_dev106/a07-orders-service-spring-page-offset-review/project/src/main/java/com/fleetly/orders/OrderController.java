package com.fleetly.orders;

import java.time.Instant;
import org.springframework.data.domain.Page;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/orders")
public class OrderController {

    private final OrderService orders;

    public OrderController(OrderService orders) {
        this.orders = orders;
    }

    @GetMapping
    public Page<OrderDto> list(@RequestParam long customerId,
                               @RequestParam(defaultValue = "1") int page,
                               @RequestParam(defaultValue = "25") int size) {
        return orders.listForCustomer(customerId, page, size).map(OrderDto::from);
    }

    @GetMapping("/{id}")
    public OrderDto get(@PathVariable long id) {
        return OrderDto.from(orders.get(id));
    }

    @PostMapping("/{id}/cancel")
    public OrderDto cancel(@PathVariable long id) {
        return OrderDto.from(orders.cancel(id, Instant.now()));
    }

    @ExceptionHandler(IllegalStateException.class)
    public ResponseEntity<String> conflict(IllegalStateException e) {
        return ResponseEntity.status(409).body(e.getMessage());
    }

    @ExceptionHandler(OrderNotFoundException.class)
    public ResponseEntity<String> notFound(OrderNotFoundException e) {
        return ResponseEntity.status(404).body(e.getMessage());
    }
}
