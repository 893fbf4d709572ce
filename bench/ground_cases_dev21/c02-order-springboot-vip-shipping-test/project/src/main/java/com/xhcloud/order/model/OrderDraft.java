package com.xhcloud.order.model;

import java.math.BigDecimal;
import java.util.List;

import lombok.Builder;
import lombok.Data;

@Data
@Builder
public class OrderDraft {
    private Long userId;
    private List<OrderItem> items;
    private BigDecimal shippingFee;
    private Coupon coupon;
    private boolean vip;
}
