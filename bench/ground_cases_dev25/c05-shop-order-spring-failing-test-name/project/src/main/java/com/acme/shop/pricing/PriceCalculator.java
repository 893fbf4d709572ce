package com.acme.shop.pricing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

import org.springframework.stereotype.Component;

/**
 * 价格计算的基础工具:行金额、折扣、税,统一保留两位小数(分)。
 */
@Component
public class PriceCalculator {

    public static final int SCALE = 2;

    /** 单价 * 数量 */
    public BigDecimal lineTotal(BigDecimal unitPrice, int quantity) {
        if (quantity < 0) {
            throw new IllegalArgumentException("quantity must be >= 0");
        }
        return unitPrice.multiply(BigDecimal.valueOf(quantity)).setScale(SCALE, RoundingMode.HALF_UP);
    }

    /** 按百分比打折,percent 取 0~100 */
    public BigDecimal applyPercentOff(BigDecimal amount, int percent) {
        if (percent < 0 || percent > 100) {
            throw new IllegalArgumentException("percent out of range: " + percent);
        }
        BigDecimal factor = BigDecimal.valueOf(100 - percent).movePointLeft(2);
        return amount.multiply(factor).setScale(SCALE, RoundingMode.HALF_UP);
    }

    /** 老接口(报表、导入)传进来的是 double,统一在这里转成分 */
    public BigDecimal roundToCents(double amount) {
        return new BigDecimal(amount).setScale(SCALE, RoundingMode.HALF_UP);
    }

    public BigDecimal sum(List<BigDecimal> amounts) {
        return amounts.stream().reduce(BigDecimal.ZERO, BigDecimal::add).setScale(SCALE, RoundingMode.HALF_UP);
    }
}
