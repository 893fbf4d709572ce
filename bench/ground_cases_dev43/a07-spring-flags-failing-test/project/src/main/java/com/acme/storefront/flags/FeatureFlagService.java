package com.acme.storefront.flags;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.zip.CRC32;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

/**
 * Answers "is this flag on for this user?". Rules come from the flags table and are cached
 * for a few minutes, so a change in the admin UI takes effect after at most that long.
 */
@Service
public class FeatureFlagService {

    private final FlagRepository repository;
    private final Cache<String, Optional<FlagRule>> cache;

    public FeatureFlagService(FlagRepository repository) {
        this(repository, Duration.ofMinutes(5));
    }

    @org.springframework.beans.factory.annotation.Autowired
    public FeatureFlagService(FlagRepository repository,
                              @Value("${storefront.flags.cache-ttl:5m}") Duration cacheTtl) {
        this.repository = repository;
        this.cache = Caffeine.newBuilder()
                .expireAfterWrite(cacheTtl)
                .maximumSize(1_000)
                .build();
    }

    public boolean isEnabled(String key, String userId, Set<String> userGroups) {
        FlagRule rule = cache.get(key, repository::findByKey).orElse(null);
        if (rule == null || !rule.enabled()) {
            return false;
        }
        if (rule.allowUsers().contains(userId)) {
            return true;
        }
        if (!rule.allowGroups().isEmpty() && rule.allowGroups().stream().noneMatch(userGroups::contains)) {
            return false;
        }
        if (rule.rolloutPercent() != null && bucket(key, userId) > rule.rolloutPercent()) {
            return false;
        }
        return true;
    }

    /** A stable bucket 0-99 for this user and flag, so a user stays in or out as the percentage grows. */
    static int bucket(String key, String userId) {
        CRC32 crc = new CRC32();
        crc.update((key + ":" + userId).getBytes(StandardCharsets.UTF_8));
        return (int) (crc.getValue() % 100);
    }

    public void evict(String key) {
        cache.invalidate(key);
    }
}
