package com.northwind.inventory.web;

import java.time.LocalDate;
import java.util.Set;

import org.springframework.data.domain.Pageable;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import com.northwind.inventory.service.OrderService;
import com.northwind.inventory.util.PagingUtils;

@RestController
@RequestMapping("/api/orders")
public class OrderController {

    private static final Set<String> SORTABLE = Set.of("id", "createdAt", "total", "status");

    private final OrderService orders;

    public OrderController(OrderService orders) {
        this.orders = orders;
    }

    @GetMapping
    public PageResponse<OrderDto> list(@RequestParam(required = false) Integer page,
                                       @RequestParam(required = false) Integer size,
                                       @RequestParam(defaultValue = "-createdAt") String sort,
                                       @RequestParam(required = false)
                                       @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate since) {
        Pageable pageable = PagingUtils.toPageable(page, size, sort, SORTABLE);
        return PageResponse.of(orders.list(since, pageable), OrderDto::from);
    }
}
