package com.orderdesk.order;

import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

import com.orderdesk.web.PageResponse;

@RestController
@RequestMapping("/api/orders")
public class OrderController {

    private final OrderRepository orders;

    public OrderController(OrderRepository orders) {
        this.orders = orders;
    }

    @GetMapping
    public PageResponse<OrderSummary> list(@RequestParam(defaultValue = "1") int page,
            @RequestParam(defaultValue = "20") int size,
            @RequestParam(required = false) String status) {
        PageRequest request = PageRequest.of(page, PageResponse.clampSize(size),
                Sort.by(Sort.Direction.DESC, "createdAt"));
        Page<Order> result = status == null ? orders.findAll(request) : orders.findByStatus(status, request);
        return PageResponse.of(result, OrderSummary::from);
    }

    @GetMapping("/{id}")
    public OrderSummary get(@PathVariable long id) {
        return orders.findById(id)
                .map(OrderSummary::from)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "order not found"));
    }
}
