package com.acme.orders;

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

    public enum Status { NEW, PAID, SHIPPED, CANCELLED }

    @Id
    private Long id;
    private Long customerId;
    private String customerEmail;
    @Enumerated(EnumType.STRING)
    private Status status;
    private Instant createdAt;

    @Entity
    @Table(name = "order_lines")
    public static class Line {
        @Id
        private Long id;
        private Long orderId;
        private String sku;
        private int quantity;
        private BigDecimal unitPrice;

        public Long getOrderId() { return orderId; }
        public String getSku() { return sku; }
        public int getQuantity() { return quantity; }
        public BigDecimal getUnitPrice() { return unitPrice; }
    }

    public Long getId() { return id; }
    public Long getCustomerId() { return customerId; }
    public String getCustomerEmail() { return customerEmail; }
    public Status getStatus() { return status; }
    public void setStatus(Status status) { this.status = status; }
    public Instant getCreatedAt() { return createdAt; }
}
