package com.zhixin.mall.service;

import com.zhixin.mall.dto.CreateOrderRequest;
import com.zhixin.mall.entity.ShippingRule;
import org.springframework.stereotype.Component;

import java.math.BigDecimal;
import java.util.List;

@Component
public class PriceCalculator {

    public BigDecimal goodsAmount(List<CreateOrderRequest.Item> items) {
        return items.stream()
                .map(i -> i.price().multiply(BigDecimal.valueOf(i.quantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    public BigDecimal freight(BigDecimal goodsAmount, ShippingRule rule) {
        if (rule == null) {
            return BigDecimal.ZERO;
        }
        // 满额包邮，freeThreshold 为空表示该地区不包邮
        if (rule.getFreeThreshold() != null && goodsAmount.compareTo(rule.getFreeThreshold()) >= 0) {
            return BigDecimal.ZERO;
        }
        return rule.getBaseFee();
    }
}
