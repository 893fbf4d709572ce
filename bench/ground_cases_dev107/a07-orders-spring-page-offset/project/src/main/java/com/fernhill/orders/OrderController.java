package com.fernhill.orders;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.validation.annotation.Validated;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.bind.annotation.*;

@RestController
@Validated
@RequestMapping("/orders")
public class OrderController {

    private final OrderService service;

    public OrderController(OrderService service) {
        this.service = service;
    }

    @GetMapping(params = "email")
    public List<Order> byCustomer(@RequestParam String email) {
        return service.forCustomer(email);
    }

    @GetMapping(params = "status")
    public OrderPage byStatus(@RequestParam Order.Status status,
                              @RequestParam(defaultValue = "1") @Min(1) int page,
                              @RequestParam(defaultValue = "20") @Min(1) @Max(100) int size) {
        return OrderPage.of(service.byStatus(status, page, size), page);
    }

    @GetMapping("/recent")
    public List<Order> recent(@RequestParam(defaultValue = "7") int days) {
        return service.liveInLastDays(days);
    }

    @PostMapping("/{id}/cancel")
    public Order cancel(@PathVariable long id) {
        return service.cancel(id);
    }

    @ExceptionHandler(MethodArgumentTypeMismatchException.class)
    @ResponseStatus(HttpStatus.BAD_REQUEST)
    public String badParameter(MethodArgumentTypeMismatchException e) {
        return "invalid value for " + e.getName() + ": " + e.getValue();
    }

    @ExceptionHandler(OrderNotFoundException.class)
    @ResponseStatus(HttpStatus.NOT_FOUND)
    public String notFound(OrderNotFoundException e) {
        return e.getMessage();
    }
}
