package com.acme.mall.order.controller;

import com.acme.mall.order.domain.Order;
import com.acme.mall.order.domain.RefundOrder;
import com.acme.mall.order.dto.RefundRequest;
import com.acme.mall.order.mapper.OrderMapper;
import com.acme.mall.order.service.RefundService;
import jakarta.validation.Valid;
import lombok.RequiredArgsConstructor;
import org.springframework.web.bind.annotation.*;

import java.util.List;
import java.util.Set;

@RestController
@RequestMapping("/api/orders")
@RequiredArgsConstructor
public class OrderController {

    private static final Set<String> SORTABLE = Set.of("created_at", "total_amount_fen");

    private final OrderMapper orderMapper;
    private final RefundService refundService;

    @GetMapping
    public List<Order> list(@RequestAttribute("uid") Long uid,
                            @RequestParam(required = false) Integer status,
                            @RequestParam(defaultValue = "created_at") String orderBy,
                            @RequestParam(defaultValue = "1") int page,
                            @RequestParam(defaultValue = "20") int size) {
        String sort = SORTABLE.contains(orderBy) ? orderBy : "created_at";
        return orderMapper.listByUser(uid, status, sort, (page - 1) * size, size);
    }

    @PostMapping("/refund")
    public RefundOrder refund(@Valid @RequestBody RefundRequest req) {
        return refundService.apply(req);
    }
}
