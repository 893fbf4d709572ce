package com.acme.coupon.service;

import com.acme.coupon.domain.Coupon;
import com.acme.coupon.domain.CouponType;
import com.acme.coupon.domain.OrderLine;
import com.acme.coupon.domain.UserCoupon;
import com.acme.coupon.exception.CouponException;
import com.acme.coupon.repo.CouponRepository;
import com.acme.coupon.repo.UserCouponRepository;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Slf4j
@Service
@RequiredArgsConstructor
public class CouponService {

    private final CouponRepository couponRepository;
    private final UserCouponRepository userCouponRepository;
    private final Clock clock;

    /** 券是否已过期，endAt 为最后有效时刻（含）。 */
    public boolean isExpired(Coupon coupon) {
        if (coupon.getEndAt() == null) {
            return false; // 长期有效
        }
        return LocalDateTime.now(clock).isAfter(coupon.getEndAt());
    }

    /** 计算一张券对订单金额的优惠，不会超过订单金额本身。 */
    public BigDecimal calculateDiscount(Coupon coupon, BigDecimal orderAmount) {
        if (orderAmount.compareTo(coupon.getThreshold()) < 0) {
            return BigDecimal.ZERO;
        }
        BigDecimal discount;
        if (coupon.getType() == CouponType.FULL_REDUCTION) {
            discount = coupon.getAmount();
        } else if (coupon.getType() == CouponType.PERCENT) {
            // rate 存的是折扣率，比如 85 表示 85 折
            BigDecimal rate = coupon.getRate();
            discount = orderAmount.multiply(BigDecimal.valueOf(100).subtract(rate))
                    .divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP);
        } else {
            throw new CouponException("unsupported coupon type: " + coupon.getType());
        }
        return discount.min(orderAmount);
    }

    /**
     * 把整单优惠按金额比例分摊到每个订单行，部分退款时按行退优惠用。
     * 最后一行用减法兜底，保证各行之和等于整单优惠。
     */
    public List<BigDecimal> splitDiscount(BigDecimal discount, List<OrderLine> lines) {
        BigDecimal total = lines.stream().map(OrderLine::getAmount).reduce(BigDecimal.ZERO, BigDecimal::add);
        List<BigDecimal> shares = new ArrayList<>();
        BigDecimal allocated = BigDecimal.ZERO;
        for (int i = 0; i < lines.size(); i++) {
            BigDecimal share;
            if (i == lines.size() - 1) {
                share = discount.subtract(allocated);
            } else {
                share = discount.multiply(lines.get(i).getAmount()).divide(total);
            }
            shares.add(share);
            allocated = allocated.add(share);
        }
        return shares;
    }

    @Transactional
    public UserCoupon redeem(long userId, String phone, long couponId, BigDecimal orderAmount) {
        Coupon coupon = couponRepository.findById(couponId)
                .orElseThrow(() -> new CouponException("coupon not found: " + couponId));
        if (isExpired(coupon)) {
            throw new CouponException("coupon expired: " + couponId);
        }
        UserCoupon uc = userCouponRepository.findByUserIdAndCouponId(userId, couponId)
                .orElseThrow(() -> new CouponException("user has no such coupon"));
        if (uc.isUsed()) {
            throw new CouponException("coupon already used");
        }
        BigDecimal discount = calculateDiscount(coupon, orderAmount);
        uc.setUsed(true);
        uc.setUsedAt(LocalDateTime.now(clock));
        uc.setDiscount(discount);
        log.info("redeem coupon: userId={}, phone={}, couponId={}, discount={}", userId, phone, couponId, discount);
        return userCouponRepository.save(uc);
    }
}
