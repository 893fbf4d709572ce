package com.example.orders;

import java.util.Map;

import jakarta.validation.Valid;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/orders")
public class OrderController {

    private static final Logger log = LoggerFactory.getLogger(OrderController.class);

    private final OrderService service;

    public OrderController(OrderService service) {
        this.service = service;
    }

    @PostMapping
    public ResponseEntity<OrderService.Order> create(@Valid @RequestBody OrderRequest req) {
        return ResponseEntity.status(HttpStatus.CREATED).body(service.place(req));
    }

    @GetMapping("/{id}")
    public ResponseEntity<OrderService.Order> get(@PathVariable String id) {
        OrderService.Order order = service.get(id);
        return order == null ? ResponseEntity.notFound().build() : ResponseEntity.ok(order);
    }

    @DeleteMapping("/{id}")
    public ResponseEntity<Void> cancel(@PathVariable String id) {
        service.cancel(id);
        return ResponseEntity.noContent().build();
    }

    /** Inventory is a separate service: its failures are a bad gateway for our callers. */
    @ExceptionHandler(InventoryClient.InventoryException.class)
    public ResponseEntity<Map<String, String>> inventoryFailed(InventoryClient.InventoryException e) {
        log.error("reserve failed: {}", e.getMessage());
        return ResponseEntity.status(HttpStatus.BAD_GATEWAY)
                .body(Map.of("error", "inventory unavailable"));
    }
}
