package com.yunfan.coupon;

import java.time.Duration;
import java.util.Optional;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.data.redis.core.StringRedisTemplate;
import org.springframework.stereotype.Service;

@Service
public class CouponService {

    private final StringRedisTemplate redis;
    private final int defaultTtlDays;
    private final int maxPerUser;

    public CouponService(StringRedisTemplate redis,
                         @Value("${coupon.default-ttl-days}") int defaultTtlDays,
                         @Value("${coupon.max-per-user}") int maxPerUser) {
        this.redis = redis;
        this.defaultTtlDays = defaultTtlDays;
        this.maxPerUser = maxPerUser;
    }

    public boolean claim(String userId, String couponId) {
        String countKey = "coupon:claims:" + userId;
        Long n = redis.opsForValue().increment(countKey);
        if (n != null && n == 1L) {
            redis.expire(countKey, Duration.ofDays(defaultTtlDays));
        }
        if (n != null && n > maxPerUser) {
            redis.opsForValue().decrement(countKey);
            return false;
        }
        redis.opsForSet().add("coupon:owners:" + couponId, userId);
        return true;
    }

    public Optional<Long> claimedCount(String userId) {
        String v = redis.opsForValue().get("coupon:claims:" + userId);
        return Optional.ofNullable(v).map(Long::valueOf);
    }
}
