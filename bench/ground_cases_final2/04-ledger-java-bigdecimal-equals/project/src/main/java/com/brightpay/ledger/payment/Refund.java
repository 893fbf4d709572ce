package com.brightpay.ledger.payment;

import jakarta.persistence.*;
import java.math.BigDecimal;

@Entity
public class Refund {
    @Id @GeneratedValue
    private Long id;
    @ManyToOne
    private Payment payment;
    @Column(precision = 12, scale = 2)
    private BigDecimal amount;
    private String reason;

    protected Refund() {}

    public Refund(Payment payment, BigDecimal amount, String reason) {
        this.payment = payment;
        this.amount = amount;
        this.reason = reason;
    }

    public BigDecimal getAmount() { return amount; }
    public String getReason() { return reason; }
}
