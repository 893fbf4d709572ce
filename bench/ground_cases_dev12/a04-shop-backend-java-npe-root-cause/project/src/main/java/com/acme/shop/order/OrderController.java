package com.acme.shop.order;

import com.acme.shop.customer.Customer;
import com.acme.shop.security.CurrentCustomer;
import jakarta.validation.Valid;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/orders")
public class OrderController {

    private final OrderService service;

    public OrderController(OrderService service) {
        this.service = service;
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    public OrderDto place(@CurrentCustomer Customer customer, @Valid @RequestBody CartDto cart) {
        return OrderDto.from(service.place(customer, cart));
    }

    @GetMapping("/{id}")
    public OrderDto get(@PathVariable Long id) {
        return OrderDto.from(service.get(id));
    }

    @PostMapping("/{id}/reorder")
    @ResponseStatus(HttpStatus.CREATED)
    public OrderDto reorder(@PathVariable Long id) {
        return OrderDto.from(service.reorder(id));
    }

    @PostMapping("/{id}/confirm")
    public OrderDto confirm(@PathVariable Long id) {
        return OrderDto.from(service.confirm(id));
    }

    @PostMapping("/{id}/cancel")
    public OrderDto cancel(@PathVariable Long id, @RequestParam(defaultValue = "") String reason) {
        return OrderDto.from(service.cancel(id, reason));
    }

    @ExceptionHandler(OrderNotFoundException.class)
    @ResponseStatus(HttpStatus.NOT_FOUND)
    public ErrorDto notFound(OrderNotFoundException e) {
        return new ErrorDto("not_found", e.getMessage());
    }

    @ExceptionHandler(IllegalStateException.class)
    @ResponseStatus(HttpStatus.CONFLICT)
    public ErrorDto conflict(IllegalStateException e) {
        return new ErrorDto("conflict", e.getMessage());
    }
}
