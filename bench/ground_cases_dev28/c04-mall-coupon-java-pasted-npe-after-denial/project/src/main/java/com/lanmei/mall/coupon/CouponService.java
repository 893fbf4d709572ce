package com.lanmei.mall.coupon;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDateTime;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import lombok.RequiredArgsConstructor;

@Service
@RequiredArgsConstructor
public class CouponService {

    private final CouponRepository couponRepository;
    private final UserCouponRepository userCouponRepository;

    /** Coupons a user can still pick at checkout. */
    public boolean isUsable(Coupon coupon, LocalDateTime now) {
        if (coupon.getStatus() != CouponStatus.ACTIVE) {
            return false;
        }
        return coupon.getExpireAt() == null || now.isBefore(coupon.getExpireAt());
    }

    public BigDecimal calcDiscount(Coupon coupon, BigDecimal orderAmount) {
        if (orderAmount.compareTo(coupon.getMinSpend()) < 0) {
            return BigDecimal.ZERO;
        }
        return switch (coupon.getType()) {
            case FIXED -> coupon.getValue().min(orderAmount);
            case PERCENT -> orderAmount.multiply(coupon.getValue())
                    .divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP);
        };
    }

    @Transactional
    public ApplyResult apply(long userId, String code, BigDecimal orderAmount) {
        Coupon coupon = couponRepository.findByCode(code)
                .orElseThrow(() -> new CouponException("COUPON_NOT_FOUND"));
        if (coupon.getStatus() != CouponStatus.ACTIVE) {
            throw new CouponException("COUPON_INACTIVE");
        }
        LocalDateTime now = LocalDateTime.now();
        if (coupon.getExpireAt().isBefore(now)) {
            throw new CouponException("COUPON_EXPIRED");
        }
        UserCoupon owned = userCouponRepository.findByUserIdAndCouponId(userId, coupon.getId())
                .orElseThrow(() -> new CouponException("COUPON_NOT_OWNED"));
        if (owned.isUsed()) {
            throw new CouponException("COUPON_USED");
        }
        BigDecimal discount = calcDiscount(coupon, orderAmount);
        if (discount.signum() == 0) {
            throw new CouponException("MIN_SPEND_NOT_MET");
        }
        owned.markUsed(now);
        return new ApplyResult(coupon.getCode(), discount, orderAmount.subtract(discount));
    }
}
