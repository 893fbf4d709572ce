package com.duoduo.mall.order;

public enum OrderStatus {
    PENDING_PAYMENT("待支付"),
    PAID("已支付"),
    PICKING("拣货中"),
    SHIPPED("已发货"),
    DELIVERED("已签收"),
    CANCELLED("已取消"),
    REFUNDED("已退款");

    private final String label;

    OrderStatus(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public boolean isTerminal() {
        return this == CANCELLED || this == REFUNDED;
    }
}
