package com.acme.order.coupon;

import java.math.BigDecimal;
import java.time.LocalDate;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

@Entity
@Table(name = "coupons")
public class Coupon {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false, unique = true, length = 32)
    private String code;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 16)
    private CouponType type;

    /** FIXED: the amount off. */
    @Column(precision = 10, scale = 2)
    private BigDecimal amount;

    /** PERCENT: 0-100. */
    @Column(precision = 5, scale = 2)
    private BigDecimal percent;

    /** THRESHOLD: the subtotal needed before amount is taken off. */
    @Column(precision = 10, scale = 2)
    private BigDecimal threshold;

    private LocalDate expiresOn;

    protected Coupon() {
    }

    public Coupon(String code, CouponType type, BigDecimal amount, BigDecimal percent, LocalDate expiresOn) {
        this.code = code;
        this.type = type;
        this.amount = amount;
        this.percent = percent;
        this.expiresOn = expiresOn;
    }

    public static Coupon threshold(String code, BigDecimal threshold, BigDecimal amount, LocalDate expiresOn) {
        Coupon c = new Coupon(code, CouponType.THRESHOLD, amount, null, expiresOn);
        c.threshold = threshold;
        return c;
    }

    public Long getId() { return id; }
    public String getCode() { return code; }
    public CouponType getType() { return type; }
    public BigDecimal getAmount() { return amount; }
    public BigDecimal getPercent() { return percent; }
    public LocalDate getExpiresOn() { return expiresOn; }
    public BigDecimal getThreshold() { return threshold; }
}
