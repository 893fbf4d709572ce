package com.acme.coupon;

import java.time.Clock;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class CouponService {

    private static final Logger log = LoggerFactory.getLogger(CouponService.class);

    private final CouponRepository repo;
    private final Clock clock;

    public CouponService(CouponRepository repo, Clock clock) {
        this.repo = repo;
        this.clock = clock;
    }

    /** Marks the coupon as used by the order. Called by the order service when an order is placed. */
    @Transactional
    public Coupon redeem(long couponId, long userId, String orderId, int orderCents) {
        Coupon c = repo.findById(couponId).orElseThrow(() -> new CouponException("COUPON_NOT_FOUND"));
        if (!c.getUserId().equals(userId)) {
            throw new CouponException("COUPON_NOT_OWNED");
        }
        if (c.isExpired(clock.instant())) {
            throw new CouponException("COUPON_EXPIRED");
        }
        if (c.getStatus() != Coupon.Status.ACTIVE) {
            throw new CouponException("COUPON_ALREADY_USED");
        }
        if (orderCents < c.getMinOrderCents()) {
            throw new CouponException("ORDER_TOO_SMALL");
        }
        c.setStatus(Coupon.Status.USED);
        c.setUsedByOrder(orderId);
        log.info("coupon {} redeemed by order {}", couponId, orderId);
        return repo.save(c);
    }

    /** Gives the coupon back. Called by the order service when an order is cancelled or fails. */
    @Transactional
    public void release(long couponId, String orderId) {
        Coupon c = repo.findById(couponId).orElseThrow(() -> new CouponException("COUPON_NOT_FOUND"));
        if (c.getStatus() == Coupon.Status.USED) {
            c.setStatus(Coupon.Status.ACTIVE);
            c.setUsedByOrder(null);
            repo.save(c);
            log.info("coupon {} released by order {}", couponId, orderId);
        }
    }

    /** Coupons the user can use right now: active and not past their expiry. */
    @Transactional(readOnly = true)
    public List<Coupon> usable(long userId) {
        Instant now = clock.instant();
        return repo.findByUserIdAndStatusOrderByIdDesc(userId, Coupon.Status.ACTIVE).stream()
                .filter(c -> !c.isExpired(now))
                .sorted(Comparator.comparing(Coupon::getExpiresAt))
                .toList();
    }

    public static class CouponException extends RuntimeException {
        private final String code;

        public CouponException(String code) {
            super(code);
            this.code = code;
        }

        public String getCode() {
            return code;
        }
    }
}
