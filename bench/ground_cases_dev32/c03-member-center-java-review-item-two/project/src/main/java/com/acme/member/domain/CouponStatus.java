package com.acme.member.domain;

public enum CouponStatus {
    UNUSED,
    USED,
    EXPIRED,
    VOIDED
}
