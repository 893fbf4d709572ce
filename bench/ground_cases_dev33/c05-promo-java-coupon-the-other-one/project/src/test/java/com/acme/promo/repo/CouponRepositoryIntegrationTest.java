package com.acme.promo.repo;

import com.acme.promo.domain.Coupon;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.orm.jpa.DataJpaTest;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

@Tag("integration")
@DataJpaTest
class CouponRepositoryIntegrationTest {

    @Autowired
    CouponRepository coupons;

    @Test
    void findsSeededCouponByCode() {
        Optional<Coupon> c = coupons.findByCode("SEED-FULL100-10");
        assertThat(c).isPresent();
    }
}
