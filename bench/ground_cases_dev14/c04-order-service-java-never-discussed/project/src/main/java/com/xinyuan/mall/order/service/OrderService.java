package com.xinyuan.mall.order.service;

import com.xinyuan.mall.order.domain.Order;
import com.xinyuan.mall.order.domain.OrderStatus;
import com.xinyuan.mall.order.repo.OrderRepository;
import com.xinyuan.mall.order.web.CreateOrderRequest;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

@Service
public class OrderService {

    private static final DateTimeFormatter NO_PREFIX = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");

    private final OrderRepository orders;
    private final PriceCalculator prices;

    public OrderService(OrderRepository orders, PriceCalculator prices) {
        this.orders = orders;
        this.prices = prices;
    }

    @Transactional
    public Order create(CreateOrderRequest request) {
        Order order = new Order();
        order.setOrderNo(LocalDateTime.now().format(NO_PREFIX) + ThreadLocalRandom.current().nextInt(100000, 999999));
        order.setUserId(request.getUserId());
        order.setReceiverName(request.getReceiverName());
        order.setReceiverPhone(request.getReceiverPhone());
        order.setAddress(request.getAddress());
        order.setRemark(request.getRemark());
        order.setAmountFen(prices.total(request.getItems()));
        order.setStatus(OrderStatus.PENDING_PAYMENT);
        return orders.save(order);
    }

    @Transactional(readOnly = true)
    public Order getByOrderNo(String orderNo) {
        return orders.findByOrderNo(orderNo).orElseThrow(() -> new OrderNotFoundException(orderNo));
    }

    @Transactional(readOnly = true)
    public List<Order> listByUser(Long userId, int page, int size) {
        return orders.findByUserId(userId, PageRequest.of(page, size, Sort.by(Sort.Direction.DESC, "createdAt")));
    }

    @Transactional
    public Order cancel(String orderNo) {
        Order order = getByOrderNo(orderNo);
        if (order.getStatus() != OrderStatus.PENDING_PAYMENT) {
            throw new OrderStateException("只有待支付订单可以取消: " + orderNo);
        }
        order.setStatus(OrderStatus.CANCELLED);
        return order;
    }
}
