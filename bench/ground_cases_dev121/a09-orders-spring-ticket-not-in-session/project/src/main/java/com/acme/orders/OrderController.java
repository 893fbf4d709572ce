package com.acme.orders;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/orders")
public class OrderController {

    private final OrderService service;

    public OrderController(OrderService service) {
        this.service = service;
    }

    public record CreateOrder(String customerEmail, List<Order.Line> lines, BigDecimal shipping) {}

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    public Map<String, Object> create(@RequestBody CreateOrder body) {
        Order order = service.create(body.customerEmail(), body.lines(), body.shipping());
        return Map.of("order", order, "total", service.total(order));
    }

    @GetMapping
    public List<Order> list(@RequestParam(defaultValue = "0") int page,
                            @RequestParam(defaultValue = "20") int size) {
        int pageSize = Math.max(1, Math.min(size, 100));
        List<Order> all = service.all();
        int from = Math.min(Math.max(page, 0) * pageSize, all.size());
        return all.subList(from, Math.min(from + pageSize, all.size()));
    }
}
