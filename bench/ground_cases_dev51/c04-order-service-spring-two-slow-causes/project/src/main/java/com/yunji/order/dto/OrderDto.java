package com.yunji.order.dto;

import com.yunji.order.domain.Order;
import java.math.BigDecimal;
import java.time.Instant;

public record OrderDto(
        String orderNo,
        BigDecimal amount,
        String status,
        int itemCount,
        int totalQty,
        String couponCode,
        Instant createdAt) {

    public static OrderDto from(Order o) {
        int totalQty = o.getItems().stream().mapToInt(i -> i.getQty()).sum();
        return new OrderDto(
                o.getOrderNo(),
                o.getAmount(),
                o.getStatus().name(),
                o.getItems().size(),
                totalQty,
                o.getCouponCode(),
                o.getCreatedAt());
    }

    /** 详情页之外的场景（导出、消息推送）不需要 item 统计，避免触发懒加载。 */
    public static OrderDto header(Order o) {
        return new OrderDto(
                o.getOrderNo(),
                o.getAmount(),
                o.getStatus().name(),
                0,
                0,
                o.getCouponCode(),
                o.getCreatedAt());
    }
}
