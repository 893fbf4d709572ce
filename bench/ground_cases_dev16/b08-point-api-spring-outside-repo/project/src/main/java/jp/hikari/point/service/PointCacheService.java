package jp.hikari.point.service;

import java.time.Duration;
import java.util.Optional;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.data.redis.core.StringRedisTemplate;
import org.springframework.stereotype.Service;

@Service
public class PointCacheService {

    private final StringRedisTemplate redis;
    private final Duration ttl;

    public PointCacheService(StringRedisTemplate redis, @Value("${point.cache.balance-ttl}") Duration ttl) {
        this.redis = redis;
        this.ttl = ttl;
    }

    private static String key(long memberId) {
        return "point:balance:" + memberId;
    }

    public Optional<Long> cachedBalance(long memberId) {
        String v = redis.opsForValue().get(key(memberId));
        return Optional.ofNullable(v).map(Long::valueOf);
    }

    public void putBalance(long memberId, long balance) {
        redis.opsForValue().set(key(memberId), Long.toString(balance), ttl);
    }

    public void evict(long memberId) {
        redis.delete(key(memberId));
    }
}
