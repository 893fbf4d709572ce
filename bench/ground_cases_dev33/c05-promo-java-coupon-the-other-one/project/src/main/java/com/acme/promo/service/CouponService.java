package com.acme.promo.service;

import com.acme.promo.domain.Coupon;
import com.acme.promo.domain.CouponStatus;
import com.acme.promo.domain.CouponType;
import com.acme.promo.repo.CouponRepository;
import com.acme.promo.repo.CouponUsageRepository;
import lombok.RequiredArgsConstructor;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;

@Service
@RequiredArgsConstructor
public class CouponService {

    private static final ZoneId ZONE = ZoneId.of("Asia/Shanghai");

    private final CouponRepository couponRepository;
    private final CouponUsageRepository usageRepository;
    private final Clock clock;

    @Transactional(readOnly = true)
    public CouponQuote quote(String code, long memberId, BigDecimal orderAmount) {
        Coupon coupon = couponRepository.findByCode(code)
                .orElseThrow(() -> new CouponException("COUPON_NOT_FOUND", "优惠券不存在"));
        check(coupon, memberId, orderAmount);
        BigDecimal discount = discountOf(coupon, orderAmount);
        return new CouponQuote(coupon.getCode(), discount, orderAmount.subtract(discount));
    }

    void check(Coupon coupon, long memberId, BigDecimal orderAmount) {
        LocalDateTime now = LocalDateTime.now(clock.withZone(ZONE));
        if (coupon.getStatus() != CouponStatus.ACTIVE) {
            throw new CouponException("COUPON_INACTIVE", "优惠券不可用");
        }
        if (now.isBefore(coupon.getStartDate().atStartOfDay())) {
            throw new CouponException("COUPON_NOT_STARTED", "优惠券未到使用时间");
        }
        if (now.toLocalDate().isAfter(coupon.getEndDate())) {
            throw new CouponException("COUPON_EXPIRED", "优惠券已过期");
        }
        if (orderAmount.compareTo(coupon.getThreshold()) < 0) {
            throw new CouponException("THRESHOLD_NOT_MET", "未达到使用门槛");
        }
        if (usageRepository.countByCouponIdAndMemberId(coupon.getId(), memberId) >= coupon.getPerMemberLimit()) {
            throw new CouponException("LIMIT_REACHED", "已达到使用次数上限");
        }
    }

    BigDecimal discountOf(Coupon coupon, BigDecimal orderAmount) {
        BigDecimal discount;
        if (coupon.getType() == CouponType.FIXED) {
            discount = coupon.getAmount();
        } else {
            // rate 0.85 = 85折 = 15% off
            discount = orderAmount.multiply(BigDecimal.ONE.subtract(coupon.getRate()))
                    .setScale(2, RoundingMode.DOWN);
        }
        if (coupon.getMaxDiscount() != null && discount.compareTo(coupon.getMaxDiscount()) < 0) {
            discount = coupon.getMaxDiscount();
        }
        return discount.min(orderAmount);
    }
}
