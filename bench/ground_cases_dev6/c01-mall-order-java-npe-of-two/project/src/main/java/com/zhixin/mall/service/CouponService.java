package com.zhixin.mall.service;

import com.zhixin.mall.entity.Coupon;
import com.zhixin.mall.exception.BizException;
import com.zhixin.mall.repository.CouponRepository;
import org.springframework.stereotype.Service;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDateTime;

@Service
public class CouponService {

    private final CouponRepository couponRepository;

    public CouponService(CouponRepository couponRepository) {
        this.couponRepository = couponRepository;
    }

    /**
     * 计算优惠券可抵扣的金额，券不可用时返回 0。
     */
    public BigDecimal applyCoupon(Long userId, String code, BigDecimal orderAmount) {
        Coupon coupon = couponRepository.findByCodeAndUserId(code, userId)
                .orElseThrow(() -> new BizException("COUPON_NOT_FOUND", "优惠券不存在"));
        if (!isApplicable(coupon, orderAmount)) {
            return BigDecimal.ZERO;
        }
        return calcDiscount(coupon, orderAmount);
    }

    boolean isApplicable(Coupon coupon, BigDecimal orderAmount) {
        if (coupon.getStatus() != Coupon.STATUS_UNUSED) {
            return false;
        }
        if (coupon.getExpireAt() != null && coupon.getExpireAt().isBefore(LocalDateTime.now())) {
            return false;
        }
        // 没到使用门槛
        if (coupon.getMinAmount().compareTo(orderAmount) > 0) {
            return false;
        }
        return true;
    }

    BigDecimal calcDiscount(Coupon coupon, BigDecimal orderAmount) {
        BigDecimal discount;
        if (coupon.getType() == Coupon.TYPE_PERCENT) {
            discount = orderAmount.multiply(coupon.getDiscount())
                    .divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP);
        } else {
            discount = coupon.getDiscount();
        }
        if (coupon.getMaxDiscount() != null && discount.compareTo(coupon.getMaxDiscount()) > 0) {
            discount = coupon.getMaxDiscount();
        }
        return discount.min(orderAmount);
    }

    public void markUsed(Long userId, String code) {
        couponRepository.findByCodeAndUserId(code, userId).ifPresent(c -> {
            c.setStatus(Coupon.STATUS_USED);
            couponRepository.save(c);
        });
    }
}
