package jp.shop.coupon;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Optional;

public class CouponService {
    private final CouponRepository repo;
    private final Clock clock;

    public CouponService(CouponRepository repo, Clock clock) {
        this.repo = repo;
        this.clock = clock;
    }

    public boolean isValid(Coupon coupon) {
        Instant now = clock.instant();
        if (coupon.disabled()) {
            return false;
        }
        return now.isBefore(expiresAt(coupon.validUntil()));
    }

    Instant expiresAt(LocalDate validUntil) {
        ZoneId zone = clock.getZone();
        return validUntil.atStartOfDay(zone).toInstant();
    }

    public int discountFor(String code, int subtotalYen) {
        Optional<Coupon> found = repo.findByCode(code);
        if (found.isEmpty() || !isValid(found.get())) {
            return 0;
        }
        Coupon c = found.get();
        if (subtotalYen < c.minSubtotalYen()) {
            return 0;
        }
        return Math.min(subtotalYen, c.amountYen());
    }
}
