package com.yunji.order.web;

import com.yunji.order.dto.OrderDto;
import com.yunji.order.service.OrderService;
import java.util.List;
import java.util.NoSuchElementException;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/orders")
public class OrderController {
    private final OrderService service;

    public OrderController(OrderService service) {
        this.service = service;
    }

    @GetMapping
    public List<OrderDto> list(@RequestHeader("X-Customer-Id") long customerId,
                               @RequestParam(defaultValue = "0") int page,
                               @RequestParam(defaultValue = "20") int size) {
        return service.listForCustomer(customerId, page, size);
    }

    @GetMapping("/{orderNo}")
    public OrderDto get(@PathVariable String orderNo) {
        return service.get(orderNo);
    }

    @PostMapping("/{orderNo}/cancel")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    public void cancel(@PathVariable String orderNo) {
        service.cancel(orderNo);
    }

    @ExceptionHandler(NoSuchElementException.class)
    @ResponseStatus(HttpStatus.NOT_FOUND)
    public String notFound(NoSuchElementException e) {
        return e.getMessage();
    }
}
