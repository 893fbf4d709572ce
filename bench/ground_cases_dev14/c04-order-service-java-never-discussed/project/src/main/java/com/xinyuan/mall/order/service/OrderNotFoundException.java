package com.xinyuan.mall.order.service;

public class OrderNotFoundException extends RuntimeException {
    public OrderNotFoundException(String orderNo) {
        super("订单不存在: " + orderNo);
    }
}
