package com.acme.shop.order;

import java.math.BigDecimal;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;

public class Order {

    public enum Status { NEW, PAID, CANCELLED }

    private Long id;
    private long customerId;
    private Status status = Status.NEW;
    private BigDecimal subtotal = BigDecimal.ZERO;
    private OffsetDateTime createdAt = OffsetDateTime.now();
    private List<OrderItem> items = new ArrayList<>();

    public Long getId() { return id; }
    public void setId(Long id) { this.id = id; }
    public long getCustomerId() { return customerId; }
    public void setCustomerId(long customerId) { this.customerId = customerId; }
    public Status getStatus() { return status; }
    public void setStatus(Status status) { this.status = status; }
    public BigDecimal getSubtotal() { return subtotal; }
    public void setSubtotal(BigDecimal subtotal) { this.subtotal = subtotal; }
    public OffsetDateTime getCreatedAt() { return createdAt; }
    public List<OrderItem> getItems() { return items; }
    public void setItems(List<OrderItem> items) { this.items = items; }
}

record OrderItem(long sku, int quantity, BigDecimal unitPrice) { }
