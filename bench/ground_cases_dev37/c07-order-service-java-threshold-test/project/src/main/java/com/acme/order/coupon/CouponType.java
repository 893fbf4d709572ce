package com.acme.order.coupon;

public enum CouponType {
    /** A fixed amount off, e.g. 10 yuan. */
    FIXED,
    /** A percentage off the subtotal. */
    PERCENT,
    /** A fixed amount off once the subtotal reaches a threshold (满减). */
    THRESHOLD
}
