package com.xiaoyu.mall.order.web;

import com.xiaoyu.mall.order.dto.OrderQuery;
import com.xiaoyu.mall.order.dto.OrderView;
import com.xiaoyu.mall.order.mapper.OrderMapper;
import com.xiaoyu.mall.order.repository.OrderRepository;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import jakarta.validation.Valid;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/customers/{customerId}/orders")
public class CustomerOrderController {

    private final OrderRepository orders;
    private final OrderMapper mapper;

    public CustomerOrderController(OrderRepository orders, OrderMapper mapper) {
        this.orders = orders;
        this.mapper = mapper;
    }

    @GetMapping
    public Page<OrderView> list(@PathVariable Long customerId, @Valid OrderQuery query) {
        return orders.findForCustomer(customerId, query.getStatus(), PageRequest.of(query.getPage(), query.getSize(), Sort.by(Sort.Direction.DESC, "createdAt")))
                .map(mapper::toView);
    }
}
