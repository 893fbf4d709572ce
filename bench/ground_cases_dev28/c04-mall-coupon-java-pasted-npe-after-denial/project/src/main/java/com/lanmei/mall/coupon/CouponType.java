package com.lanmei.mall.coupon;

public enum CouponType {
    FIXED,
    PERCENT
}
