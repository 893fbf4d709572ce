package com.yunpay.settlement.report;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import java.time.LocalDateTime;

@Entity
@Table(name = "transactions")
public class Transaction {

    public enum Type { PAYMENT, REFUND, CHARGEBACK }

    @Id
    private Long id;

    @Column(name = "merchant_id", nullable = false)
    private String merchantId;

    @Enumerated(EnumType.STRING)
    private Type type;

    /** Always positive; the type says which way the money moved. */
    @Column(precision = 18, scale = 2, nullable = false)
    private BigDecimal amount;

    @Column(precision = 18, scale = 2, nullable = false)
    private BigDecimal fee;

    @Column(name = "created_at", nullable = false)
    private LocalDateTime createdAt;

    protected Transaction() {
    }

    public Transaction(Long id, String merchantId, Type type, BigDecimal amount, BigDecimal fee, LocalDateTime createdAt) {
        this.id = id;
        this.merchantId = merchantId;
        this.type = type;
        this.amount = amount;
        this.fee = fee;
        this.createdAt = createdAt;
    }

    public Long getId() { return id; }
    public String getMerchantId() { return merchantId; }
    public Type getType() { return type; }
    public BigDecimal getAmount() { return amount; }
    public BigDecimal getFee() { return fee; }
    public LocalDateTime getCreatedAt() { return createdAt; }
}
