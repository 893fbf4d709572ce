package com.acme.shop.order;

import java.util.List;
import java.util.Optional;

interface OrderRepository {
    List<Order> findByCustomerId(long customerId);
    List<OrderItem> findItems(long orderId);
    Optional<Order> findById(long orderId);
    void save(Order order);
}

interface CouponRepository {
    Optional<Coupon> findByCode(String code);
}

interface StockClient {
    void release(long orderId, List<OrderItem> items);
}
