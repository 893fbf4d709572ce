package com.zhixin.mall.controller;

import com.zhixin.mall.dto.ApiResult;
import com.zhixin.mall.dto.CreateOrderRequest;
import com.zhixin.mall.dto.PageResult;
import com.zhixin.mall.entity.Order;
import com.zhixin.mall.service.OrderService;
import jakarta.validation.Valid;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/orders")
public class OrderController {

    private final OrderService orderService;

    public OrderController(OrderService orderService) {
        this.orderService = orderService;
    }

    @PostMapping
    public ApiResult<Order> create(@Valid @RequestBody CreateOrderRequest req) {
        return ApiResult.ok(orderService.createOrder(req));
    }

    @GetMapping
    public ApiResult<PageResult<Order>> list(@RequestParam Long userId,
                                             @RequestParam(defaultValue = "1") int page,
                                             @RequestParam(defaultValue = "20") int size) {
        return ApiResult.ok(orderService.listOrders(userId, page, Math.min(size, 100)));
    }
}
