package com.zhixin.mall.dto;

import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;

import java.math.BigDecimal;
import java.util.List;

public record CreateOrderRequest(
        @NotNull Long userId,
        @NotEmpty List<Item> items,
        String region,
        String couponCode) {

    public record Item(@NotNull Long skuId, @NotNull BigDecimal price, int quantity) {
    }
}
