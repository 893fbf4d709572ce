package jp.kirakuya.checkout.service;

import java.math.BigDecimal;
import java.util.Map;
import org.springframework.stereotype.Service;

@Service
public class CouponService {

    private final Map<String, BigDecimal> coupons = Map.of(
            "WELCOME500", new BigDecimal("500.00"),
            "FRIEND1000", new BigDecimal("1000.00"),
            "STAFF100P", new BigDecimal("99999.00"));

    /** クーポンの割引額。存在しない、または割引額が 0 のクーポンは使えない。 */
    public BigDecimal discountFor(String code) {
        if (code == null || code.isBlank()) {
            return BigDecimal.ZERO;
        }
        BigDecimal amount = coupons.get(code.trim().toUpperCase());
        if (amount == null || amount.signum() == 0) {
            throw new IllegalArgumentException("invalid coupon: " + code);
        }
        return amount;
    }
}
