package com.harbor.pay.payment;

import jakarta.persistence.*;
import java.math.BigDecimal;
import java.time.Instant;

@Entity
@Table(name = "payments")
public class Payment {
    @Id @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;
    private String orderRef;
    @Column(precision = 12, scale = 2)
    private BigDecimal authorizedAmount;
    @Column(precision = 12, scale = 2)
    private BigDecimal capturedAmount;
    @Enumerated(EnumType.STRING)
    private PaymentStatus status = PaymentStatus.AUTHORIZED;
    private String cardToken;
    private Instant createdAt = Instant.now();
    private Instant capturedAt;

    public Long getId() { return id; }
    public String getOrderRef() { return orderRef; }
    public void setOrderRef(String orderRef) { this.orderRef = orderRef; }
    public BigDecimal getAuthorizedAmount() { return authorizedAmount; }
    public void setAuthorizedAmount(BigDecimal a) { this.authorizedAmount = a; }
    public BigDecimal getCapturedAmount() { return capturedAmount; }
    public void setCapturedAmount(BigDecimal a) { this.capturedAmount = a; }
    public PaymentStatus getStatus() { return status; }
    public void setStatus(PaymentStatus status) { this.status = status; }
    public String getCardToken() { return cardToken; }
    public Instant getCreatedAt() { return createdAt; }
    public Instant getCapturedAt() { return capturedAt; }
    public void setCapturedAt(Instant capturedAt) { this.capturedAt = capturedAt; }
}
