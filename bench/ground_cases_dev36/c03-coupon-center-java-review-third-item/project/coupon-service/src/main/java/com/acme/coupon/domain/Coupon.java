package com.acme.coupon.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import lombok.Getter;
import lombok.Setter;

@Getter
@Setter
@Entity
@Table(name = "coupon")
public class Coupon {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    private String name;

    @Enumerated(EnumType.STRING)
    private CouponType type;

    /** 使用门槛，订单金额达到才可用 */
    private BigDecimal threshold;

    /** 满减券的减免金额 */
    private BigDecimal amount;

    /** 折扣券的折扣率，85 表示 85 折 */
    private BigDecimal rate;

    /** 折扣券最多优惠多少，null 表示不封顶 */
    @Column(name = "max_discount")
    private BigDecimal maxDiscount;

    @Column(name = "start_at")
    private LocalDateTime startAt;

    /** 最后有效时刻（含）；null 表示长期有效 */
    @Column(name = "end_at")
    private LocalDateTime endAt;
}
