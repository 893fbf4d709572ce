package jp.hanamaru.shop.order;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.LocalDate;

import org.springframework.stereotype.Service;

@Service
public class CouponService {

    private final Clock clock;

    public CouponService(Clock clock) {
        this.clock = clock;
    }

    /** The amount after the coupon; never below zero. Expired coupons change nothing. */
    public BigDecimal apply(BigDecimal amount, Coupon coupon) {
        if (coupon.getExpiresOn() != null && coupon.getExpiresOn().isBefore(LocalDate.now(clock))) {
            return amount;
        }
        BigDecimal discounted = switch (coupon.getType()) {
            case PERCENT -> amount.multiply(BigDecimal.valueOf(100 - coupon.getValue()))
                    .divide(BigDecimal.valueOf(100), 0, RoundingMode.DOWN);
            case FIXED -> amount.subtract(BigDecimal.valueOf(coupon.getValue()));
        };
        return discounted.max(BigDecimal.ZERO);
    }

    public boolean isApplicable(Coupon coupon, BigDecimal subtotal) {
        return coupon.getMinimumAmount() == null
                || subtotal.compareTo(BigDecimal.valueOf(coupon.getMinimumAmount())) >= 0;
    }
}
