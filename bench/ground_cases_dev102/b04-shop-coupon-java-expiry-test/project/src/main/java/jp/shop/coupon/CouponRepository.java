package jp.shop.coupon;

import java.util.Collection;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

public class CouponRepository {
    private final Map<String, Coupon> byCode = new ConcurrentHashMap<>();

    public void save(Coupon coupon) {
        byCode.put(normalize(coupon.code()), coupon);
    }

    public Optional<Coupon> findByCode(String code) {
        if (code == null || code.isBlank()) {
            return Optional.empty();
        }
        return Optional.ofNullable(byCode.get(normalize(code)));
    }

    public Collection<Coupon> all() {
        return byCode.values();
    }

    public void clear() {
        byCode.clear();
    }

    private static String normalize(String code) {
        return code.trim().toUpperCase(Locale.ROOT);
    }
}
