package com.zhixin.mall.entity;

import jakarta.persistence.*;
import lombok.Data;

import java.math.BigDecimal;
import java.time.LocalDateTime;

@Data
@Entity
@Table(name = "orders")
public class Order {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    private String orderNo;

    private Long userId;

    private BigDecimal goodsAmount;

    private BigDecimal freight;

    private BigDecimal discountAmount;

    private BigDecimal payAmount;

    private String couponCode;

    private Integer status;

    private LocalDateTime createdAt;
}
