package com.acme.orders;

import java.util.List;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/orders")
public class OrderController {
    private final OrderService service;
    private final int maxPageSize;

    public OrderController(OrderService service,
                           @Value("${orders.max-page-size:100}") int maxPageSize) {
        this.service = service;
        this.maxPageSize = maxPageSize;
    }

    /** Pages are 1-based in the public API: ?page=1 is the first page. */
    @GetMapping
    public List<Order> list(@RequestParam(defaultValue = "1") int page,
                            @RequestParam(defaultValue = "20") int size) {
        Page<Order> result = service.list(PageRequest.of(page, Math.min(size, maxPageSize), Sort.by("createdAt").descending()));
        return result.getContent();
    }

    @GetMapping("/{id}")
    public ResponseEntity<Order> get(@PathVariable long id) {
        return service.find(id).map(ResponseEntity::ok).orElse(ResponseEntity.notFound().build());
    }

    @PostMapping("/{id}/cancel")
    public Order cancel(@PathVariable long id) {
        return service.cancel(id);
    }
}
