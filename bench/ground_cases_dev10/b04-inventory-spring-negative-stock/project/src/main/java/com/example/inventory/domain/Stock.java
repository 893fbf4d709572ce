package com.example.inventory.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;

import java.time.Instant;

@Entity
@Table(name = "stocks")
public class Stock {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false, unique = true, length = 32)
    private String sku;

    /** 倉庫にある実在庫 */
    @Column(name = "on_hand", nullable = false)
    private int onHand;

    /** 注文で引き当て済みの数 */
    @Column(nullable = false)
    private int reserved;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt = Instant.now();

    @Version
    private long version;

    protected Stock() {
    }

    public Stock(String sku, int onHand) {
        this.sku = sku;
        this.onHand = onHand;
    }

    /** 新たに引き当て可能な数 */
    public int getAvailable() {
        return onHand - reserved;
    }

    public Long getId() { return id; }
    public String getSku() { return sku; }
    public int getOnHand() { return onHand; }
    public int getReserved() { return reserved; }
    public Instant getUpdatedAt() { return updatedAt; }

    public void setOnHand(int onHand) {
        this.onHand = onHand;
        this.updatedAt = Instant.now();
    }

    public void setReserved(int reserved) {
        this.reserved = reserved;
        this.updatedAt = Instant.now();
    }
}
