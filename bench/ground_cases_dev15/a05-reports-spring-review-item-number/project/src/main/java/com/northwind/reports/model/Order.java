package com.northwind.reports.model;

import java.math.BigDecimal;
import java.time.LocalDateTime;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

@Entity
@Table(name = "orders")
public class Order {

    @Id
    private Long id;
    private String reference;
    private Long customerId;
    private Long regionId;
    private BigDecimal total;
    private BigDecimal refunded = BigDecimal.ZERO;
    private String status;
    private LocalDateTime createdAt;

    protected Order() {
    }

    public Long getId() { return id; }
    public String getReference() { return reference; }
    public Long getCustomerId() { return customerId; }
    public Long getRegionId() { return regionId; }
    public BigDecimal getTotal() { return total; }
    public BigDecimal getRefunded() { return refunded; }
    public void setRefunded(BigDecimal refunded) { this.refunded = refunded; }
    public String getStatus() { return status; }
    public LocalDateTime getCreatedAt() { return createdAt; }
}
