package com.kuaipei.orders.api;

import com.kuaipei.orders.api.dto.OrderDto;
import com.kuaipei.orders.api.dto.PageResponse;
import com.kuaipei.orders.api.dto.RefundDto;
import com.kuaipei.orders.service.OrderService;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import org.springframework.http.ResponseEntity;
import org.springframework.validation.annotation.Validated;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/orders")
@Validated
public class OrderController {
    private final OrderService orders;

    public OrderController(OrderService orders) {
        this.orders = orders;
    }

    @GetMapping
    public PageResponse<OrderDto> list(@RequestParam(required = false) Long customerId,
                                       @RequestParam(defaultValue = "1") @Min(1) int page,
                                       @RequestParam(defaultValue = "20") @Min(1) @Max(100) int size) {
        return orders.list(customerId, page, size);
    }

    @GetMapping("/{id}")
    public ResponseEntity<OrderDto> get(@PathVariable Long id) {
        return ResponseEntity.of(orders.find(id));
    }

    @GetMapping("/{id}/refunds")
    public PageResponse<RefundDto> refunds(@PathVariable Long id,
                                           @RequestParam(defaultValue = "1") @Min(1) int page,
                                           @RequestParam(defaultValue = "20") @Min(1) @Max(100) int size) {
        return orders.refunds(id, page, size);
    }
}
