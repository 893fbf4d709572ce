package com.xhcloud.order.model;

import java.math.BigDecimal;

import lombok.AllArgsConstructor;
import lombok.Data;
import lombok.NoArgsConstructor;

@Data
@NoArgsConstructor
@AllArgsConstructor
public class OrderItem {
    private String skuId;
    private String name;
    private BigDecimal unitPrice;
    private int quantity;
}
