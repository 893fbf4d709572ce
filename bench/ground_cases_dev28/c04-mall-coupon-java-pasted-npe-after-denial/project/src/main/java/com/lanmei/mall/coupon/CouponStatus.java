package com.lanmei.mall.coupon;

public enum CouponStatus {
    DRAFT,
    ACTIVE,
    DISABLED
}
