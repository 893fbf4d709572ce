package com.xinyuan.mall.order.web;

import com.xinyuan.mall.order.domain.Order;
import com.xinyuan.mall.order.service.OrderService;
import jakarta.validation.Valid;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import java.util.List;

@RestController
@RequestMapping("/api/orders")
public class OrderController {

    private final OrderService orderService;

    public OrderController(OrderService orderService) {
        this.orderService = orderService;
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    public Order create(@Valid @RequestBody CreateOrderRequest request) {
        return orderService.create(request);
    }

    @GetMapping("/{orderNo}")
    public Order get(@PathVariable String orderNo) {
        return orderService.getByOrderNo(orderNo);
    }

    @GetMapping
    public List<Order> listByUser(@RequestParam Long userId,
                                  @RequestParam(defaultValue = "0") int page,
                                  @RequestParam(defaultValue = "20") int size) {
        return orderService.listByUser(userId, page, Math.min(size, 100));
    }

    @PostMapping("/{orderNo}/cancel")
    public Order cancel(@PathVariable String orderNo) {
        return orderService.cancel(orderNo);
    }
}
