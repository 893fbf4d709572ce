package com.lanyun.pay.domain;

import jakarta.persistence.*;
import java.math.BigDecimal;

@Entity
@Table(name = "pay_order")
public class PayOrder {
    @Id
    private Long id;

    @Column(name = "paid_amount", nullable = false)
    private BigDecimal paidAmount;

    @Column(name = "refunded_amount", nullable = false)
    private BigDecimal refundedAmount = BigDecimal.ZERO;

    @Enumerated(EnumType.STRING)
    private OrderStatus status;

    protected PayOrder() {}

    public PayOrder(Long id, BigDecimal paidAmount, OrderStatus status) {
        this.id = id;
        this.paidAmount = paidAmount;
        this.status = status;
    }

    public Long getId() { return id; }
    public BigDecimal getPaidAmount() { return paidAmount; }
    public BigDecimal getRefundedAmount() { return refundedAmount; }
    public void setRefundedAmount(BigDecimal v) { this.refundedAmount = v; }
    public OrderStatus getStatus() { return status; }
    public void setStatus(OrderStatus status) { this.status = status; }
}
