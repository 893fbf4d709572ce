package com.acme.store.coupon;

import org.junit.jupiter.api.Test;

class CouponRepositoryTest {
    @Test
    void expiredCouponIsNull() {}
}
