package com.shop.admin.controller;

import jakarta.validation.Valid;

import org.springframework.validation.annotation.Validated;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestAttribute;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import com.shop.admin.dto.OrderQuery;
import com.shop.admin.dto.OrderRow;
import com.shop.admin.dto.PageResult;
import com.shop.admin.service.OrderService;

@RestController
@RequestMapping("/orders")
@Validated
public class OrderController {

    private final OrderService orderService;

    public OrderController(OrderService orderService) {
        this.orderService = orderService;
    }

    @GetMapping
    public PageResult<OrderRow> list(@Valid OrderQuery query) {
        return orderService.search(query);
    }

    @GetMapping("/{id}")
    public OrderRow get(@PathVariable long id) {
        return orderService.get(id);
    }

    @PostMapping("/{id}/cancel")
    public void cancel(@PathVariable long id, @RequestAttribute("adminName") String operator) {
        orderService.cancel(id, operator);
    }
}
