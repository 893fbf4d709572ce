package com.xhcloud.order.model;

import java.math.BigDecimal;

import lombok.AllArgsConstructor;
import lombok.Data;

/** 满减券：满 threshold 减 amount。 */
@Data
@AllArgsConstructor
public class Coupon {
    private String code;
    private BigDecimal threshold;
    private BigDecimal amount;
}
