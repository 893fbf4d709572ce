package com.acme.orders;

import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/customers/{customerId}/orders")
public class OrderController {

    static final int MAX_PAGE_SIZE = 100;

    private final OrderService service;

    public OrderController(OrderService service) {
        this.service = service;
    }

    /** Orders of a customer, newest first. {@code page} is zero-based. */
    @GetMapping
    public List<OrderService.OrderSummary> list(@PathVariable Long customerId,
                                                @RequestParam(defaultValue = "0") int page,
                                                @RequestParam(defaultValue = "20") int size) {
        return service.listForCustomer(customerId, page, Math.min(Math.max(size, 1), MAX_PAGE_SIZE));
    }

    @PostMapping("/{orderId}/cancel")
    public Order cancel(@PathVariable Long customerId, @PathVariable Long orderId) {
        return service.cancel(orderId);
    }

    @ExceptionHandler(IllegalArgumentException.class)
    @ResponseStatus(HttpStatus.NOT_FOUND)
    public String notFound(IllegalArgumentException e) {
        return e.getMessage();
    }
}
