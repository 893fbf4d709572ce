package com.acme.orders.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import java.time.Instant;

@Entity
@Table(name = "orders")
public class Order {

    public enum Status { NEW, PAID, SHIPPED, CANCELLED }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    private String sku;
    private int quantity;
    private String address;
    private BigDecimal amount;

    @Column(length = 16)
    private String channel;

    @Enumerated(EnumType.STRING)
    private Status status = Status.NEW;

    private Instant createdAt = Instant.now();

    protected Order() {
    }

    public Order(String sku, int quantity, String address, BigDecimal amount) {
        this.sku = sku;
        this.quantity = quantity;
        this.address = address;
        this.amount = amount;
    }

    public Long getId() { return id; }
    public String getSku() { return sku; }
    public int getQuantity() { return quantity; }
    public String getAddress() { return address; }
    public BigDecimal getAmount() { return amount; }
    public String getChannel() { return channel; }
    public void setChannel(String channel) { this.channel = channel; }
    public Status getStatus() { return status; }
    public Instant getCreatedAt() { return createdAt; }
}
