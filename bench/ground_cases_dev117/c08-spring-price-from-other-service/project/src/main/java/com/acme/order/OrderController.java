package com.acme.order;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotEmpty;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import java.util.List;

@RestController
@RequestMapping("/orders")
public class OrderController {

    public record QuoteRequest(@NotEmpty List<@Valid OrderService.LineRequest> lines) {}

    private final OrderService orders;

    public OrderController(OrderService orders) {
        this.orders = orders;
    }

    @PostMapping("/quote")
    public OrderService.Quote quote(@Valid @RequestBody QuoteRequest request) {
        return orders.quote(request.lines());
    }
}
