package com.lanmei.mall.coupon;

import java.math.BigDecimal;
import java.time.LocalDateTime;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import lombok.Data;

@Data
@Entity
@Table(name = "coupon")
public class Coupon {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false, unique = true, length = 32)
    private String code;

    @Enumerated(EnumType.STRING)
    private CouponType type;

    private BigDecimal value;

    @Column(name = "min_spend")
    private BigDecimal minSpend = BigDecimal.ZERO;

    @Enumerated(EnumType.STRING)
    private CouponStatus status;

    /** null means the coupon never expires (e.g. member-level coupons). */
    @Column(name = "expire_at")
    private LocalDateTime expireAt;
}
