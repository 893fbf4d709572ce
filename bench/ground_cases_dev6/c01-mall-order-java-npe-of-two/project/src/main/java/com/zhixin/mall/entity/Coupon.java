package com.zhixin.mall.entity;

import jakarta.persistence.*;
import lombok.Data;

import java.math.BigDecimal;
import java.time.LocalDateTime;

@Data
@Entity
@Table(name = "coupon")
public class Coupon {

    public static final int TYPE_FULL_REDUCTION = 1;
    public static final int TYPE_PERCENT = 2;
    public static final int STATUS_UNUSED = 0;
    public static final int STATUS_USED = 1;

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    private String code;

    private Long userId;

    private Integer type;

    private BigDecimal discount;

    /** 使用门槛，null 表示无门槛 */
    private BigDecimal minAmount;

    /** 折扣券最高优惠，null 表示不限 */
    private BigDecimal maxDiscount;

    private Integer status;

    private LocalDateTime expireAt;

    private LocalDateTime createdAt;
}
