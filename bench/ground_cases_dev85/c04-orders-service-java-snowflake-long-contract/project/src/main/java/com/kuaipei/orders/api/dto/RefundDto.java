package com.kuaipei.orders.api.dto;

import java.math.BigDecimal;
import java.time.LocalDateTime;

public class RefundDto {
    /** Snowflake id. */
    private Long id;
    /** Snowflake id of the order. */
    private Long orderId;
    private BigDecimal amount;
    private String reason;
    private LocalDateTime createdAt;

    public Long getId() { return id; }
    public void setId(Long id) { this.id = id; }
    public Long getOrderId() { return orderId; }
    public void setOrderId(Long orderId) { this.orderId = orderId; }
    public BigDecimal getAmount() { return amount; }
    public void setAmount(BigDecimal amount) { this.amount = amount; }
    public String getReason() { return reason; }
    public void setReason(String reason) { this.reason = reason; }
    public LocalDateTime getCreatedAt() { return createdAt; }
    public void setCreatedAt(LocalDateTime createdAt) { this.createdAt = createdAt; }
}
