package com.zhixin.mall.entity;

import jakarta.persistence.*;
import lombok.Data;

import java.math.BigDecimal;

@Data
@Entity
@Table(name = "shipping_rule")
public class ShippingRule {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    private String region;

    private BigDecimal baseFee;

    /** 满多少包邮，null 表示不包邮 */
    private BigDecimal freeThreshold;
}
