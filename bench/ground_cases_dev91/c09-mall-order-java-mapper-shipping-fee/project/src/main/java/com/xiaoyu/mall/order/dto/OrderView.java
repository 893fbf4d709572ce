package com.xiaoyu.mall.order.dto;

import java.math.BigDecimal;
import java.time.LocalDateTime;

public record OrderView(
        Long id,
        String orderNo,
        String status,
        BigDecimal itemsTotal,
        BigDecimal shippingFee,
        BigDecimal totalAmount,
        LocalDateTime createdAt
) {
}
