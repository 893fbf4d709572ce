package com.qingniao.mall.order;

public enum OrderStatus {
    CREATED, PAID, SHIPPED, FINISHED, CANCELLED, REFUNDED
}
