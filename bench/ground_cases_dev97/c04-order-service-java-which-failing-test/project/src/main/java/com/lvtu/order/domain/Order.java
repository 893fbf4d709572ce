package com.lvtu.order.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import java.time.Instant;

@Entity
@Table(name = "orders")
public class Order {

    public enum Status { CREATED, PAID, SHIPPED, CANCELLED }

    @Id
    private String orderNo;
    private Long userId;
    private boolean member;
    @Column(precision = 12, scale = 2)
    private BigDecimal subtotal;
    @Column(precision = 12, scale = 2)
    private BigDecimal payable;
    @Enumerated(EnumType.STRING)
    private Status status;
    private String remark;
    private Instant createdAt;

    protected Order() {
    }

    public Order(String orderNo, Long userId, boolean member, BigDecimal subtotal, String remark, Instant createdAt) {
        this.orderNo = orderNo;
        this.userId = userId;
        this.member = member;
        this.subtotal = subtotal;
        this.remark = remark;
        this.createdAt = createdAt;
        this.status = Status.CREATED;
    }

    public String getOrderNo() { return orderNo; }
    public Long getUserId() { return userId; }
    public boolean isMember() { return member; }
    public BigDecimal getSubtotal() { return subtotal; }
    public BigDecimal getPayable() { return payable; }
    public void setPayable(BigDecimal payable) { this.payable = payable; }
    public Status getStatus() { return status; }
    public void setStatus(Status status) { this.status = status; }
    public String getRemark() { return remark; }
    public Instant getCreatedAt() { return createdAt; }
}
