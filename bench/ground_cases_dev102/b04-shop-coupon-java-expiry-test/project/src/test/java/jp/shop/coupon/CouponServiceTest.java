package jp.shop.coupon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;

class CouponServiceTest {
    private static final ZoneId JST = ZoneId.of("Asia/Tokyo");
    private final CouponRepository repo = new CouponRepository();

    private CouponService at(String isoInstant) {
        return new CouponService(repo, Clock.fixed(Instant.parse(isoInstant), JST));
    }

    @Test
    void expiresAtEndOfDay() {
        Coupon c = Coupon.of("WINTER", 500, LocalDate.of(2025, 12, 31));
        assertTrue(at("2025-12-31T14:59:00Z").isValid(c));
        assertFalse(at("2025-12-31T15:00:00Z").isValid(c));
    }

    @Test
    void minSubtotalIsRespected() {
        repo.save(Coupon.of("BIG", 1000, LocalDate.of(2030, 1, 1)).withMinSubtotal(5000));
        assertEquals(0, at("2025-11-01T00:00:00Z").discountFor("big", 4999));
        assertEquals(1000, at("2025-11-01T00:00:00Z").discountFor("big", 5000));
    }

    @Test
    void negativeMinSubtotalIsRejected() {
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Coupon.of("X", 100, LocalDate.of(2030, 1, 1)).withMinSubtotal(-1));
    }

    @Test
    void disabledCouponIsInvalid() {
        Coupon c = Coupon.of("OFF", 300, LocalDate.of(2030, 1, 1)).disable();
        assertFalse(at("2025-11-01T00:00:00Z").isValid(c));
    }
}
