package com.yunji.order.service;

import com.yunji.order.domain.Order;
import com.yunji.order.dto.OrderDto;
import com.yunji.order.repo.OrderRepository;
import java.util.List;
import java.util.NoSuchElementException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {
    private static final Logger log = LoggerFactory.getLogger(OrderService.class);
    private static final int MAX_PAGE_SIZE = 100;

    private final OrderRepository orders;

    public OrderService(OrderRepository orders) {
        this.orders = orders;
    }

    @Transactional(readOnly = true)
    public List<OrderDto> listForCustomer(long customerId, int page, int size) {
        int pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        Page<Order> result = orders.findByCustomerIdOrderByCreatedAtDesc(customerId, PageRequest.of(page, pageSize));
        // 2.14: itemCount / totalQty 改为后端计算（之前是前端再请求一次详情）
        return result.getContent().stream().map(OrderDto::from).toList();
    }

    @Transactional(readOnly = true)
    public OrderDto get(String orderNo) {
        return orders.findByOrderNo(orderNo)
                .map(OrderDto::from)
                .orElseThrow(() -> new NoSuchElementException("order " + orderNo));
    }

    @Transactional
    public void cancel(String orderNo) {
        Order order = orders.findByOrderNo(orderNo)
                .orElseThrow(() -> new NoSuchElementException("order " + orderNo));
        log.info("cancel order {}", orderNo);
        orders.delete(order);
    }
}
