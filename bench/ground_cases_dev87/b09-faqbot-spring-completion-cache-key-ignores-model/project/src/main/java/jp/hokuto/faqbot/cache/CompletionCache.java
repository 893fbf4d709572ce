package jp.hokuto.faqbot.cache;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;
import java.util.function.Supplier;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.data.redis.core.StringRedisTemplate;
import org.springframework.stereotype.Component;

/** 同じ質問への回答を Redis にキャッシュして API 呼び出しを減らす。 */
@Component
public class CompletionCache {

    private static final Logger log = LoggerFactory.getLogger(CompletionCache.class);
    private final StringRedisTemplate redis;
    private final boolean enabled;
    private final Duration ttl;

    public CompletionCache(StringRedisTemplate redis,
            @Value("${faqbot.cache.enabled:true}") boolean enabled,
            @Value("${faqbot.cache.ttl:7d}") Duration ttl) {
        this.redis = redis;
        this.enabled = enabled;
        this.ttl = ttl;
    }

    public String getOrCompute(String systemPrompt, String userPrompt, Supplier<String> compute) {
        if (!enabled) {
            return compute.get();
        }
        String key = keyFor(systemPrompt, userPrompt);
        String hit = redis.opsForValue().get(key);
        if (hit != null) {
            log.debug("completion cache hit {}", key);
            return hit;
        }
        String value = compute.get();
        redis.opsForValue().set(key, value, ttl);
        return value;
    }

    static String keyFor(String systemPrompt, String userPrompt) {
        String raw = systemPrompt + "\u0000" + userPrompt;
        return "faqbot:completion:" + sha256(raw);
    }

    private static String sha256(String s) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
