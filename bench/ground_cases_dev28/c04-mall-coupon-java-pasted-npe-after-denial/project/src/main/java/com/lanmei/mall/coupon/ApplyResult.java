package com.lanmei.mall.coupon;

import java.math.BigDecimal;

public record ApplyResult(String code, BigDecimal discount, BigDecimal payable) {
}
