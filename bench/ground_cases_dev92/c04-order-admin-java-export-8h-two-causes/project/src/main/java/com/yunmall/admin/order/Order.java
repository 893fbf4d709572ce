package com.yunmall.admin.order;

import jakarta.persistence.*;
import java.math.BigDecimal;
import java.time.Instant;

@Entity
@Table(name = "orders")
public class Order {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "order_no", nullable = false)
    private String orderNo;

    @Column(name = "buyer_name")
    private String buyerName;

    @Column(name = "amount", precision = 12, scale = 2)
    private BigDecimal amount;

    @Column(name = "pay_channel")
    private String payChannel;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    public Long getId() { return id; }
    public String getOrderNo() { return orderNo; }
    public String getBuyerName() { return buyerName; }
    public BigDecimal getAmount() { return amount; }
    public String getPayChannel() { return payChannel; }
    public Instant getCreatedAt() { return createdAt; }
}
