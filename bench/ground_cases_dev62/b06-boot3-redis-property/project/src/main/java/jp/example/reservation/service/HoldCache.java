package jp.example.reservation.service;

import java.time.Duration;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.data.redis.core.StringRedisTemplate;
import org.springframework.stereotype.Component;

@Component
public class HoldCache {

    private final StringRedisTemplate redis;
    private final String prefix;
    private final Duration ttl;

    public HoldCache(StringRedisTemplate redis,
                     @Value("${reservation.cache-prefix}") String prefix,
                     @Value("${reservation.hold-minutes}") long holdMinutes) {
        this.redis = redis;
        this.prefix = prefix;
        this.ttl = Duration.ofMinutes(holdMinutes);
    }

    public boolean tryHold(String slot, String owner) {
        Boolean ok = redis.opsForValue().setIfAbsent(key(slot), owner, ttl);
        return Boolean.TRUE.equals(ok);
    }

    public void release(String slot) {
        redis.delete(key(slot));
    }

    private String key(String slot) {
        return prefix + ":hold:" + slot;
    }
}
