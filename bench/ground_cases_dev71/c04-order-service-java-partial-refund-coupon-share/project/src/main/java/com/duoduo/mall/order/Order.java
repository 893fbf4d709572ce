package com.duoduo.mall.order;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

public class Order {
    private Long id;
    private Long userId;
    private OrderStatus status = OrderStatus.PENDING_PAYMENT;
    private BigDecimal shippingFee = BigDecimal.ZERO;
    private final List<OrderLine> lines = new ArrayList<>();

    public Order(Long id, Long userId) {
        this.id = id;
        this.userId = userId;
    }

    public Long getId() { return id; }
    public Long getUserId() { return userId; }
    public OrderStatus getStatus() { return status; }
    public void setStatus(OrderStatus status) { this.status = status; }
    public BigDecimal getShippingFee() { return shippingFee; }
    public void setShippingFee(BigDecimal shippingFee) { this.shippingFee = shippingFee; }
    public List<OrderLine> getLines() { return lines; }

    public OrderLine line(long lineId) {
        return lines.stream()
                .filter(l -> l.getId() == lineId)
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no line " + lineId));
    }
}
