package com.acme.promo.domain;

import jakarta.persistence.*;
import lombok.AccessLevel;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Getter;
import lombok.NoArgsConstructor;

import java.math.BigDecimal;
import java.time.LocalDate;

@Entity
@Table(name = "coupon")
@Getter
@NoArgsConstructor
@AllArgsConstructor(access = AccessLevel.PACKAGE)
@Builder
public class Coupon {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    private String code;

    @Enumerated(EnumType.STRING)
    private CouponType type;

    @Enumerated(EnumType.STRING)
    private CouponStatus status;

    /** FIXED: amount off. */
    private BigDecimal amount;

    /** PERCENT: 0.85 means 85折. */
    private BigDecimal rate;

    /** PERCENT: the most one order can get off; null means no cap. */
    private BigDecimal maxDiscount;

    private BigDecimal threshold;

    private LocalDate startDate;

    /** Last day the coupon can be used (inclusive). */
    private LocalDate endDate;

    private int perMemberLimit;
}
