package com.acme.orders;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Positive;
import java.math.BigDecimal;
import java.time.Instant;
import org.springframework.data.domain.Page;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/orders")
public class OrderController {

    public record CreateOrder(@Email @NotNull String email, @Positive @NotNull BigDecimal total) {}

    private final OrderService service;

    public OrderController(OrderService service) {
        this.service = service;
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    public Order create(@Valid @RequestBody CreateOrder body) {
        return service.create(body.email(), body.total());
    }

    @GetMapping
    public Page<Order> list(@RequestParam(required = false) Order.Status status,
                            @RequestParam(required = false) Instant createdAfter,
                            @RequestParam(defaultValue = "1") int page,
                            @RequestParam(defaultValue = "20") int size) {
        return service.search(status, createdAfter, page, size);
    }

    public record StatusView(long id, Order.Status status) {}

    @GetMapping("/{id}/status")
    public StatusView status(@PathVariable long id) {
        Order order = service.get(id);
        return new StatusView(order.getId(), order.getStatus());
    }

    @PostMapping("/{id}/cancel")
    public Order cancel(@PathVariable long id) {
        return service.cancel(id);
    }

    @ExceptionHandler(OrderService.OrderNotFound.class)
    @ResponseStatus(HttpStatus.NOT_FOUND)
    public String notFound(OrderService.OrderNotFound e) {
        return e.getMessage();
    }
}
