package cn.example.member.service;

import java.time.Duration;
import org.springframework.data.redis.core.StringRedisTemplate;
import org.springframework.stereotype.Component;

@Component
public class SmsCodeVerifier {

    private static final Duration TTL = Duration.ofMinutes(5);

    private final StringRedisTemplate redis;

    public SmsCodeVerifier(StringRedisTemplate redis) {
        this.redis = redis;
    }

    public boolean verify(String phone, String code) {
        String key = "sms:signup:" + phone;
        String expected = redis.opsForValue().get(key);
        if (expected == null || !expected.equals(code)) {
            return false;
        }
        redis.delete(key);
        return true;
    }

    public Duration ttl() {
        return TTL;
    }
}
