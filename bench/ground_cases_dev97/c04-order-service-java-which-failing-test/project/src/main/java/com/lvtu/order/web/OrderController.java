package com.lvtu.order.web;

import com.lvtu.order.domain.Order;
import com.lvtu.order.service.OrderService;
import java.util.NoSuchElementException;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/orders")
public class OrderController {

    private final OrderService service;

    public OrderController(OrderService service) {
        this.service = service;
    }

    @GetMapping("/{orderNo}")
    public Order get(@PathVariable String orderNo) {
        return service.get(orderNo);
    }

    @GetMapping(value = "/{orderNo}/receipt", produces = "text/plain;charset=UTF-8")
    public String receipt(@PathVariable String orderNo) {
        return service.receiptText(orderNo);
    }

    @PostMapping("/{orderNo}/cancel")
    public Order cancel(@PathVariable String orderNo) {
        return service.cancel(orderNo);
    }

    @ExceptionHandler(NoSuchElementException.class)
    @ResponseStatus(HttpStatus.NOT_FOUND)
    public String notFound(NoSuchElementException e) {
        return "订单不存在: " + e.getMessage();
    }

    @ExceptionHandler(IllegalStateException.class)
    @ResponseStatus(HttpStatus.CONFLICT)
    public String conflict(IllegalStateException e) {
        return e.getMessage();
    }
}
